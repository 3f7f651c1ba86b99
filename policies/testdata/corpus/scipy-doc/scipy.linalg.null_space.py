import numpy as np
from scipy.linalg import null_space
A = np.array([[1, 1], [1, 1]])
ns = null_space(A)
ns * np.sign(ns[0,0])  # Remove the sign ambiguity of the vector

from numpy.random import default_rng
rng = default_rng()
B = rng.random((3, 5))
Z = null_space(B)
Z.shape
np.allclose(B.dot(Z), 0)

Z.T.dot(Z)
