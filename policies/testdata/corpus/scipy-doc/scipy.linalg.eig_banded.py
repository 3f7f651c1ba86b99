import numpy as np
from scipy.linalg import eig_banded
A = np.array([[1, 5, 2, 0], [5, 2, 5, 2], [2, 5, 3, 5], [0, 2, 5, 4]])
Ab = np.array([[1, 2, 3, 4], [5, 5, 5, 0], [2, 2, 0, 0]])
w, v = eig_banded(Ab, lower=True)
np.allclose(A @ v - v @ np.diag(w), np.zeros((4, 4)))
w = eig_banded(Ab, lower=True, eigvals_only=True)
w

w, v = eig_banded(Ab, lower=True, select='v', select_range=[-3, 4])
w
