import numpy as np
from scipy.sparse import csc_matrix
from scipy.sparse.linalg import bicgstab
R = np.array([[4, 2, 0, 1],
              [3, 0, 0, 2],
              [0, 1, 1, 1],
              [0, 2, 1, 0]])
A = csc_matrix(R)
b = np.array([-1, -0.5, -1, 2])
x, exit_code = bicgstab(A, b)
print(exit_code)  # 0 indicates successful convergence
np.allclose(A.dot(x), b)
