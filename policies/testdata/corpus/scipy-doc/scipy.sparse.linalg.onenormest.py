import numpy as np
from scipy.sparse import csc_matrix
from scipy.sparse.linalg import onenormest
A = csc_matrix([[1., 0., 0.], [5., 8., 2.], [0., -1., 0.]], dtype=float)
A.toarray()
onenormest(A)
np.linalg.norm(A.toarray(), ord=1)
