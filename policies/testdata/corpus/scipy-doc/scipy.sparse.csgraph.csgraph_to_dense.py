import numpy as np
from scipy.sparse import csr_matrix, csgraph
import numpy as np
data = np.array([2, 3])
indices = np.array([1, 1])
indptr = np.array([0, 2, 2])
M = csr_matrix((data, indices, indptr), shape=(2, 2))
M.toarray()
csgraph.csgraph_to_dense(M)

from scipy.sparse import csr_matrix, csgraph
data = np.array([0.0])
indices = np.array([1])
indptr = np.array([0, 1, 1])
M = csr_matrix((data, indices, indptr), shape=(2, 2))
M.toarray()
csgraph.csgraph_to_dense(M, np.inf)

from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import csgraph_to_dense

graph = csr_matrix( [
[0, 1, 2, 0],
[0, 0, 0, 1],
[0, 0, 0, 3],
[0, 0, 0, 0]
])
graph

csgraph_to_dense(graph)
