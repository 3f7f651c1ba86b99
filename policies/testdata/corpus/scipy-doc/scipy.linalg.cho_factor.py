import numpy as np
from scipy.linalg import cho_factor
A = np.array([[9, 3, 1, 5], [3, 7, 5, 1], [1, 5, 9, 2], [5, 1, 2, 6]])
c, low = cho_factor(A)
c
np.allclose(np.triu(c).T @ np. triu(c) - A, np.zeros((4, 4)))
