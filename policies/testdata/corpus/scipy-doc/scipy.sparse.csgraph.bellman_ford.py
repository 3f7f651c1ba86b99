import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import bellman_ford

graph = [
[0, 1 ,2, 0],
[0, 0, 0, 1],
[2, 0, 0, 3],
[0, 0, 0, 0]
]
graph = csr_matrix(graph)
print(graph)

dist_matrix, predecessors = bellman_ford(csgraph=graph, directed=False, indices=0, return_predecessors=True)
dist_matrix
predecessors
