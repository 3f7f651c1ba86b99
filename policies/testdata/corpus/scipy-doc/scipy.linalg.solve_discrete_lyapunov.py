import numpy as np
from scipy import linalg
a = np.array([[0.2, 0.5],[0.7, -0.9]])
q = np.eye(2)
x = linalg.solve_discrete_lyapunov(a, q)
x
np.allclose(a.dot(x).dot(a.T)-x, -q)
