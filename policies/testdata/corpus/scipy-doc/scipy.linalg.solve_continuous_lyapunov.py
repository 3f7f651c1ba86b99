import numpy as np
from scipy import linalg
a = np.array([[-3, -2, 0], [-1, -1, 0], [0, -5, -1]])
b = np.array([2, 4, -1])
q = np.eye(3)
x = linalg.solve_continuous_lyapunov(a, q)
x
np.allclose(a.dot(x) + x.dot(a.T), q)
