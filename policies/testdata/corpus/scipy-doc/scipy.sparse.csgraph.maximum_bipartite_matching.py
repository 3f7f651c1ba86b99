import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import maximum_bipartite_matching

graph = csr_matrix([[0, 0, 1], [1, 1, 0]])

print(maximum_bipartite_matching(graph, perm_type='column'))
print(maximum_bipartite_matching(graph, perm_type='row'))

data = [0, 0, 0]
indices = [2, 0, 1]
indptr = [0, 1, 3]
graph = csr_matrix((data, indices, indptr))
print(maximum_bipartite_matching(graph, perm_type='column'))
print(maximum_bipartite_matching(graph, perm_type='row'))

graph = csr_matrix((2, 0))
print(maximum_bipartite_matching(graph, perm_type='column'))
print(maximum_bipartite_matching(graph, perm_type='row'))

a = [[0, 1, 2, 0], [1, 0, 0, 1], [2, 0, 0, 3], [0, 1, 3, 0]]
graph = csr_matrix(a)
perm = maximum_bipartite_matching(graph, perm_type='row')
print(graph[perm].toarray())
