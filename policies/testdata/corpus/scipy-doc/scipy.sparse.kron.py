import numpy as np
from scipy import sparse
A = sparse.csr_matrix(np.array([[0, 2], [5, 0]]))
B = sparse.csr_matrix(np.array([[1, 2], [3, 4]]))
sparse.kron(A, B).toarray()

sparse.kron(A, [[1, 2], [3, 4]]).toarray()
