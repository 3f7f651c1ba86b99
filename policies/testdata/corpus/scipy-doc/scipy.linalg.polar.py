import numpy as np
from scipy.linalg import polar
a = np.array([[1, -1], [2, 4]])
u, p = polar(a)
u
p

b = np.array([[0.5, 1, 2], [1.5, 3, 4]])
u, p = polar(b)
u
p
u.dot(p)   # Verify the decomposition.
u.dot(u.T)   # The rows of u are orthonormal.

c = b.T
u, p = polar(c)
u
p
u.dot(p)   # Verify the decomposition.
u.T.dot(u)  # The columns of u are orthonormal.
