import numpy as np
from scipy.linalg import schur, eigvals
A = np.array([[0, 2, 2], [0, 1, 2], [1, 0, 1]])
T, Z = schur(A)
T
Z

T2, Z2 = schur(A, output='complex')
T2
eigvals(T2)

T3, Z3, sdim = schur(A, output='complex', sort=lambda x: x.imag > 0)
sdim
