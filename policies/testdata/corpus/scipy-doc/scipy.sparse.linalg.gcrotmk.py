import numpy as np
from scipy.sparse import csc_matrix
from scipy.sparse.linalg import gcrotmk
R = np.random.randn(5, 5)
A = csc_matrix(R)
b = np.random.randn(5)
x, exit_code = gcrotmk(A, b)
print(exit_code)
np.allclose(A.dot(x), b)
