import numpy as np
from scipy.sparse import csc_matrix
from scipy.sparse.linalg import expm
A = csc_matrix([[1, 0, 0], [0, 2, 0], [0, 0, 3]])
A.toarray()
Aexp = expm(A)
Aexp
Aexp.toarray()
