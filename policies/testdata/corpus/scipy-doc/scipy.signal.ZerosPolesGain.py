import numpy as np
from scipy import signal

signal.ZerosPolesGain([1, 2], [3, 4], 5)

signal.ZerosPolesGain([1, 2], [3, 4], 5, dt=0.1)
