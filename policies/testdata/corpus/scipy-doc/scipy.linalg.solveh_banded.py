import numpy as np
from scipy.linalg import solveh_banded

ab = np.array([[ 4,  5,  6,  7, 8, 9],
               [ 2,  2,  2,  2, 2, 0],
               [-1, -1, -1, -1, 0, 0]])
b = np.array([1, 2, 2, 3, 3, 3])
x = solveh_banded(ab, b, lower=True)
x

hb = np.array([[0, 2-1j, 1j, -2-1j],
               [8,  5,    9,   6  ]])
b = np.array([1, 1+1j, 1-2j, 0])
x = solveh_banded(hb, b)
x
