import numpy as np
from scipy.special import perm
k = np.array([3, 4])
n = np.array([10, 10])
perm(n, k)
perm(10, 3, exact=True)
