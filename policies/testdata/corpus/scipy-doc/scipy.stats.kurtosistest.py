import numpy as np
from scipy.stats import kurtosistest
kurtosistest(list(range(20)))
kurtosistest(list(range(20)), alternative='less')
kurtosistest(list(range(20)), alternative='greater')

rng = np.random.default_rng()
s = rng.normal(0, 1, 1000)
kurtosistest(s)
