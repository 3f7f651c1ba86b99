import numpy as np
from scipy.linalg import eigvals_banded
A = np.array([[1, 5, 2, 0], [5, 2, 5, 2], [2, 5, 3, 5], [0, 2, 5, 4]])
Ab = np.array([[1, 2, 3, 4], [5, 5, 5, 0], [2, 2, 0, 0]])
w = eigvals_banded(Ab, lower=True)
w
