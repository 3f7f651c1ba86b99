import numpy as np
c = np.array([1, 3, 6, 10])    # First column of T
r = np.array([1, -1, -2, -3])  # First row of T
x = np.array([[1, 10], [2, 11], [2, 11], [5, 19]])

from scipy.linalg import toeplitz, matmul_toeplitz
matmul_toeplitz((c, r), x)

toeplitz(c, r) @ x

n = 1000000
matmul_toeplitz([1] + [0]*(n-1), np.ones(n))
