import numpy as np
from scipy.special import bernoulli, zeta
bernoulli(4)

n = np.arange(1, 5)
-n * zeta(1 - n)
