import numpy as np
from scipy.linalg import lu_factor
A = np.array([[2, 5, 8, 7], [5, 2, 2, 8], [7, 5, 6, 6], [5, 4, 4, 8]])
lu, piv = lu_factor(A)
piv

piv_py = [2, 0, 3, 1]
L, U = np.tril(lu, k=-1) + np.eye(4), np.triu(lu)
np.allclose(A[piv_py] - L @ U, np.zeros((4, 4)))
