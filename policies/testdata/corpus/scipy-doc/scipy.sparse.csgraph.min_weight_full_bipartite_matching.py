import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import min_weight_full_bipartite_matching

biadjacency_matrix = csr_matrix([[1, 1, 1], [1, 0, 0], [0, 1, 0]])

print(min_weight_full_bipartite_matching(biadjacency_matrix)[1])

from scipy.sparse.csgraph import maximum_bipartite_matching
biadjacency = csr_matrix([[1, 1, 1], [1, 0, 0], [0, 1, 0]])
print(maximum_bipartite_matching(biadjacency, perm_type='column'))

biadjacency = csr_matrix([[3, 3, 6], [4, 3, 5], [10, 1, 8]])
row_ind, col_ind = min_weight_full_bipartite_matching(biadjacency)
print(col_ind)

print(biadjacency[row_ind, col_ind].sum())

biadjacency = csr_matrix([[0, 1, 1], [0, 2, 3]])
row_ind, col_ind = min_weight_full_bipartite_matching(biadjacency)
print(row_ind, col_ind)
biadjacency = csr_matrix([[0, 1], [3, 1], [1, 4]])
row_ind, col_ind = min_weight_full_bipartite_matching(biadjacency)
print(row_ind, col_ind)

biadjacency = csr_matrix((2, 0))
row_ind, col_ind = min_weight_full_bipartite_matching(biadjacency)
print(row_ind, col_ind)

import numpy as np
from scipy.sparse import random
from scipy.optimize import linear_sum_assignment
sparse = random(10, 10, random_state=42, density=.5, format='coo') * 10
sparse.data = np.ceil(sparse.data)
dense = sparse.toarray()
dense = np.full(sparse.shape, np.inf)
dense[sparse.row, sparse.col] = sparse.data
sparse = sparse.tocsr()
row_ind, col_ind = linear_sum_assignment(dense)
print(dense[row_ind, col_ind].sum())
row_ind, col_ind = min_weight_full_bipartite_matching(sparse)
print(sparse[row_ind, col_ind].sum())
