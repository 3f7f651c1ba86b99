import numpy as np
from scipy.special import agm
a, b = 24.0, 6.0
agm(a, b)

while a != b:
    a, b = (a + b)/2, np.sqrt(a*b)
    print("a = %19.16f  b=%19.16f" % (a, b))


a = np.array([[1.5], [3], [6]])  # a has shape (3, 1).
b = np.array([6, 12, 24, 48])    # b has shape (4,).
agm(a, b)
