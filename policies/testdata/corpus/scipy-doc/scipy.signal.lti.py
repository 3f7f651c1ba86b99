import numpy as np
from scipy import signal

signal.lti(1, 2, 3, 4)

signal.lti([1, 2], [3, 4], 5)

signal.lti([3, 4], [1, 2])
