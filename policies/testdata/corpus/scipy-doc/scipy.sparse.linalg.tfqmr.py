import numpy as np
from scipy.sparse import csc_matrix
from scipy.sparse.linalg import tfqmr
A = csc_matrix([[3, 2, 0], [1, -1, 0], [0, 5, 1]], dtype=float)
b = np.array([2, 4, -1], dtype=float)
x, exitCode = tfqmr(A, b)
print(exitCode)            # 0 indicates successful convergence
np.allclose(A.dot(x), b)
