import numpy as np
from scipy import linalg
x = np.array([[1,2,0], [9,1,0.01], [1,2,10*np.pi]])

y, permscale = linalg.matrix_balance(x)
np.abs(x).sum(axis=0) / np.abs(x).sum(axis=1)

np.abs(y).sum(axis=0) / np.abs(y).sum(axis=1)

permscale  # only powers of 2 (0.5 == 2^(-1))
