import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import csgraph_to_masked

graph = csr_matrix( [
[0, 1, 2, 0],
[0, 0, 0, 1],
[0, 0, 0, 3],
[0, 0, 0, 0]
])
graph

csgraph_to_masked(graph)
