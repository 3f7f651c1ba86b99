import numpy as np
from scipy.signal import argrelmax
x = np.array([2, 1, 2, 3, 2, 0, 1, 0])
argrelmax(x)
y = np.array([[1, 2, 1, 2],
              [2, 2, 0, 0],
              [5, 3, 4, 4]])

argrelmax(y, axis=1)
