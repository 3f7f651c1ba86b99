import numpy as np
from scipy.special import comb
k = np.array([3, 4])
n = np.array([10, 10])
comb(n, k, exact=False)
comb(10, 3, exact=True)
comb(10, 3, exact=True, repetition=True)
