import numpy as np
from scipy.special import multigammaln, gammaln
a = 23.5
d = 10
multigammaln(a, d)

d*(d-1)/4*np.log(np.pi) + gammaln(a - 0.5*np.arange(0, d)).sum()
