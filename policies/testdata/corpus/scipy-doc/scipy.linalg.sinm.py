import numpy as np
from scipy.linalg import expm, sinm, cosm

a = np.array([[1.0, 2.0], [-1.0, 3.0]])
expm(1j*a)
cosm(a) + 1j*sinm(a)
