import numpy as np
from scipy.sparse import csc_matrix
from scipy.sparse.linalg import minres
A = csc_matrix([[3, 2, 0], [1, -1, 0], [0, 5, 1]], dtype=float)
A = A + A.T
b = np.array([2, 4, -1], dtype=float)
x, exitCode = minres(A, b)
print(exitCode)            # 0 indicates successful convergence
np.allclose(A.dot(x), b)
