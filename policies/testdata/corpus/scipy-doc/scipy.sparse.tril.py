import numpy as np
from scipy.sparse import csr_matrix, tril
A = csr_matrix([[1, 2, 0, 0, 3], [4, 5, 0, 6, 7], [0, 0, 8, 9, 0]],
               dtype='int32')
A.toarray()
tril(A).toarray()
tril(A).nnz
tril(A, k=1).toarray()
tril(A, k=-1).toarray()
tril(A, format='csc')
