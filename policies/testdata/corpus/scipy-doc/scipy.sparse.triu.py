import numpy as np
from scipy.sparse import csr_matrix, triu
A = csr_matrix([[1, 2, 0, 0, 3], [4, 5, 0, 6, 7], [0, 0, 8, 9, 0]],
               dtype='int32')
A.toarray()
triu(A).toarray()
triu(A).nnz
triu(A, k=1).toarray()
triu(A, k=-1).toarray()
triu(A, format='csc')
