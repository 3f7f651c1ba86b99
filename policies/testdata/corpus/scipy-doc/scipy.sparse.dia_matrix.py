import numpy as np
from scipy.sparse import dia_matrix
dia_matrix((3, 4), dtype=np.int8).toarray()

data = np.array([[1, 2, 3, 4]]).repeat(3, axis=0)
offsets = np.array([0, -1, 2])
dia_matrix((data, offsets), shape=(4, 4)).toarray()

from scipy.sparse import dia_matrix
n = 10
ex = np.ones(n)
data = np.array([ex, 2 * ex, ex])
offsets = np.array([-1, 0, 1])
dia_matrix((data, offsets), shape=(n, n)).toarray()
