import numpy as np
from scipy.linalg import diagsvd
vals = np.array([1, 2, 3])  # The array representing the computed svd
diagsvd(vals, 3, 4)
diagsvd(vals, 4, 3)
