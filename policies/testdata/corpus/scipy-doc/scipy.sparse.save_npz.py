import numpy as np
import scipy.sparse
sparse_matrix = scipy.sparse.csc_matrix(np.array([[0, 0, 3], [4, 0, 0]]))
sparse_matrix
sparse_matrix.toarray()

scipy.sparse.save_npz('/tmp/sparse_matrix.npz', sparse_matrix)
sparse_matrix = scipy.sparse.load_npz('/tmp/sparse_matrix.npz')

sparse_matrix
sparse_matrix.toarray()
