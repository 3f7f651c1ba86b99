import numpy as np
from scipy.linalg import logm, expm
a = np.array([[1.0, 3.0], [1.0, 4.0]])
b = logm(a)
b
expm(b)         # Verify expm(logm(a)) returns a
