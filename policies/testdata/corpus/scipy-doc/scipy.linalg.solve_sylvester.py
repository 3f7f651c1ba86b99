import numpy as np
from scipy import linalg
a = np.array([[-3, -2, 0], [-1, -1, 3], [3, -5, -1]])
b = np.array([[1]])
q = np.array([[1],[2],[3]])
x = linalg.solve_sylvester(a, b, q)
x
np.allclose(a.dot(x) + x.dot(b), q)
