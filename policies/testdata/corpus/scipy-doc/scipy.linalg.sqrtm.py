import numpy as np
from scipy.linalg import sqrtm
a = np.array([[1.0, 3.0], [1.0, 4.0]])
r = sqrtm(a)
r
r.dot(r)
