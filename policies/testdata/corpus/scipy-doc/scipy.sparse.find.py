import numpy as np
from scipy.sparse import csr_matrix, find
A = csr_matrix([[7.0, 8.0, 0],[0, 0, 9.0]])
find(A)
