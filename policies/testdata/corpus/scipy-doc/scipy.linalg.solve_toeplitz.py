import numpy as np
c = np.array([1, 3, 6, 10])    # First column of T
r = np.array([1, -1, -2, -3])  # First row of T
b = np.array([1, 2, 2, 5])

from scipy.linalg import solve_toeplitz, toeplitz
x = solve_toeplitz((c, r), b)
x

T = toeplitz(c, r)
T.dot(x)
