import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import depth_first_order

graph = [
[0, 1, 2, 0],
[0, 0, 0, 1],
[2, 0, 0, 3],
[0, 0, 0, 0]
]
graph = csr_matrix(graph)
print(graph)

depth_first_order(graph,0)
