import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import construct_dist_matrix

graph = [
[0, 1, 2, 0],
[0, 0, 0, 1],
[0, 0, 0, 3],
[0, 0, 0, 0]
]
graph = csr_matrix(graph)
print(graph)

pred = np.array([[-9999, 0, 0, 2],
                 [1, -9999, 0, 1],
                 [2, 0, -9999, 2],
                 [1, 3, 3, -9999]], dtype=np.int32)

construct_dist_matrix(graph=graph, predecessors=pred, directed=False)
