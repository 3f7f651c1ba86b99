import numpy as np
from scipy.linalg import expm_cond
A = np.array([[-0.3, 0.2, 0.6], [0.6, 0.3, -0.1], [-0.7, 1.2, 0.9]])
k = expm_cond(A)
k
