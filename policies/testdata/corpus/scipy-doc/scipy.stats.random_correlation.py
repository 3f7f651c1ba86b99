import numpy as np
from scipy.stats import random_correlation
rng = np.random.default_rng()
x = random_correlation.rvs((.5, .8, 1.2, 1.5), random_state=rng)
x
import scipy.linalg
e, v = scipy.linalg.eigh(x)
e
