import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import maximum_flow
graph = csr_matrix([[0, 5], [0, 0]])
maximum_flow(graph, 0, 1).flow_value
maximum_flow(graph, 0, 1, method='edmonds_karp').flow_value

graph = csr_matrix([[0, 5, 0], [0, 0, 3], [0, 0, 0]])
maximum_flow(graph, 0, 2).flow_value

graph = csr_matrix([[0, 16, 13,  0,  0,  0],
                    [0,  0, 10, 12,  0,  0],
                    [0,  4,  0,  0, 14,  0],
                    [0,  0,  9,  0,  0, 20],
                    [0,  0,  0,  7,  0,  4],
                    [0,  0,  0,  0,  0,  0]])
maximum_flow(graph, 0, 5).flow_value

graph = csr_matrix([[0, 1, 0, 1], [1, 0, 1, 0], [0, 1, 1, 0]])
print(graph.toarray())
i, j = graph.shape
n = graph.nnz
indptr = np.concatenate([[0],
                         graph.indptr + i,
                         np.arange(n + i + 1, n + i + j + 1),
                         [n + i + j]])
indices = np.concatenate([np.arange(1, i + 1),
                          graph.indices + i + 1,
                          np.repeat(i + j + 1, j)])
data = np.ones(n + i + j, dtype=int)

graph_flow = csr_matrix((data, indices, indptr))
print(graph_flow.toarray())

result = maximum_flow(graph_flow, 0, i+j+1, method='dinic')
matching = result.flow[1:i+1, i+1:i+j+1]
print(matching.toarray())
