import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import reconstruct_path

graph = [
[0, 1, 2, 0],
[0, 0, 0, 1],
[0, 0, 0, 3],
[0, 0, 0, 0]
]
graph = csr_matrix(graph)
print(graph)

pred = np.array([-9999, 0, 0, 1], dtype=np.int32)

cstree = reconstruct_path(csgraph=graph, predecessors=pred, directed=False)
cstree.todense()
