import numpy as np
from scipy.sparse import bsr_array
import numpy as np
bsr_array((3, 4), dtype=np.int8).toarray()

row = np.array([0, 0, 1, 2, 2, 2])
col = np.array([0, 2, 2, 0, 1, 2])
data = np.array([1, 2, 3 ,4, 5, 6])
bsr_array((data, (row, col)), shape=(3, 3)).toarray()

indptr = np.array([0, 2, 3, 6])
indices = np.array([0, 2, 2, 0, 1, 2])
data = np.array([1, 2, 3, 4, 5, 6]).repeat(4).reshape(6, 2, 2)
bsr_array((data,indices,indptr), shape=(6, 6)).toarray()
