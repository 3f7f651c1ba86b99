import numpy as np
from scipy import signal

signal.dlti(1, 2, 3, 4)

signal.dlti(1, 2, 3, 4, dt=0.1)

signal.dlti([1, 2], [3, 4], 5, dt=0.1)

signal.dlti([3, 4], [1, 2], dt=0.1)
