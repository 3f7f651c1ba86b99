import numpy as np
from scipy.linalg import orth
A = np.array([[2, 0, 0], [0, 5, 0]])  # rank 2 array
orth(A)
orth(A.T)
