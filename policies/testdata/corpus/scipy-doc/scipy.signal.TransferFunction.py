import numpy as np
from scipy import signal

num = [1, 3, 3]
den = [1, 2, 1]

signal.TransferFunction(num, den)

signal.TransferFunction(num, den, dt=0.1)
