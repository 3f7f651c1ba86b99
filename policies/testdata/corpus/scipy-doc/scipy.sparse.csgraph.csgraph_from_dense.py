import numpy as np
from scipy.sparse.csgraph import csgraph_from_dense

graph = [
[0, 1, 2, 0],
[0, 0, 0, 1],
[0, 0, 0, 3],
[0, 0, 0, 0]
]

csgraph_from_dense(graph)
