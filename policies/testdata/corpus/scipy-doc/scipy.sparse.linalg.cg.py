import numpy as np
from scipy.sparse import csc_matrix
from scipy.sparse.linalg import cg
P = np.array([[4, 0, 1, 0],
              [0, 5, 0, 0],
              [1, 0, 3, 2],
              [0, 0, 2, 4]])
A = csc_matrix(P)
b = np.array([-1, -0.5, -1, 2])
x, exit_code = cg(A, b)
print(exit_code)    # 0 indicates successful convergence
np.allclose(A.dot(x), b)
