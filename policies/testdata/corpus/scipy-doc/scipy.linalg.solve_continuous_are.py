import numpy as np
from scipy import linalg
a = np.array([[4, 3], [-4.5, -3.5]])
b = np.array([[1], [-1]])
q = np.array([[9, 6], [6, 4.]])
r = 1
x = linalg.solve_continuous_are(a, b, q, r)
x
np.allclose(a.T.dot(x) + x.dot(a)-x.dot(b).dot(b.T).dot(x), -q)
