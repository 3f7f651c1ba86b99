import numpy as np
from scipy.sparse import csc_matrix
from scipy.sparse.linalg import spilu
A = csc_matrix([[1., 0., 0.], [5., 0., 2.], [0., -1., 0.]], dtype=float)
B = spilu(A)
x = np.array([1., 2., 3.], dtype=float)
B.solve(x)
A.dot(B.solve(x))
B.solve(A.dot(x))
