import numpy as np
from scipy.sparse import csc_matrix
from scipy.sparse.linalg import inv
A = csc_matrix([[1., 0.], [1., 2.]])
Ainv = inv(A)
Ainv
A.dot(Ainv)
A.dot(Ainv).toarray()
