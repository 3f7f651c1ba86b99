import numpy as np
from scipy.linalg import eigvalsh
A = np.array([[6, 3, 1, 5], [3, 0, 5, 1], [1, 5, 6, 2], [5, 1, 2, 2]])
w = eigvalsh(A)
w
