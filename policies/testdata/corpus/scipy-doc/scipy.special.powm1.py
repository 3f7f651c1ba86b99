import numpy as np
from scipy.special import powm1

x = np.array([1.2, 10.0, 0.9999999975])
y = np.array([1e-9, 1e-11, 0.1875])
powm1(x, y)

x**y - 1
