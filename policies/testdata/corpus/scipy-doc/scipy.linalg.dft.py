import numpy as np
from scipy.linalg import dft
np.set_printoptions(precision=2, suppress=True)  # for compact output
m = dft(5)
m
x = np.array([1, 2, 3, 0, 3])
m @ x  # Compute the DFT of x

from scipy.fft import fft
fft(x)     # Same result as m @ x
