import numpy as np
from scipy import sparse
sparse.eye(3).toarray()
sparse.eye(3, dtype=np.int8)
