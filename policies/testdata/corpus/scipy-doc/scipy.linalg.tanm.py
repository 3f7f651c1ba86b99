import numpy as np
from scipy.linalg import tanm, sinm, cosm
a = np.array([[1.0, 3.0], [1.0, 4.0]])
t = tanm(a)
t

s = sinm(a)
c = cosm(a)
s.dot(np.linalg.inv(c))
