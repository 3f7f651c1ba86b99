import numpy as np
from scipy.linalg import issymmetric
A = np.arange(9).reshape(3, 3)
A = A + A.T
issymmetric(A)
Ac = np.array([[1. + 1.j, 3.j], [3.j, 2.]])
issymmetric(Ac)  # not Hermitian but symmetric
