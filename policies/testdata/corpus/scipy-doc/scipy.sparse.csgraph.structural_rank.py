import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import structural_rank

graph = [
[0, 1, 2, 0],
[1, 0, 0, 1],
[2, 0, 0, 3],
[0, 1, 3, 0]
]
graph = csr_matrix(graph)
print(graph)

structural_rank(graph)
