import numpy as np
from scipy.linalg import schur, rsf2csf
A = np.array([[0, 2, 2], [0, 1, 2], [1, 0, 1]])
T, Z = schur(A)
T
Z
T2 , Z2 = rsf2csf(T, Z)
T2
Z2
