import numpy as np
from scipy.sparse.linalg import aslinearoperator
M = np.array([[1,2,3],[4,5,6]], dtype=np.int32)
aslinearoperator(M)
