import numpy as np
from scipy.linalg import tanhm, sinhm, coshm
a = np.array([[1.0, 3.0], [1.0, 4.0]])
t = tanhm(a)
t

s = sinhm(a)
c = coshm(a)
t - s.dot(np.linalg.inv(c))
