import numpy as np
from scipy.linalg import block_diag
A = [[1, 0],
     [0, 1]]
B = [[3, 4, 5],
     [6, 7, 8]]
C = [[7]]
P = np.zeros((2, 0), dtype='int32')
block_diag(A, B, C)
block_diag(A, P, B, C)
block_diag(1.0, [2, 3], [[4, 5], [6, 7]])
