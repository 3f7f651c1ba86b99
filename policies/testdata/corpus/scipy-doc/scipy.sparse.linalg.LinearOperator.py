import numpy as np
from scipy.sparse.linalg import LinearOperator
def mv(v):
    return np.array([2*v[0], 3*v[1]])

A = LinearOperator((2,2), matvec=mv)
A
A.matvec(np.ones(2))
A * np.ones(2)
