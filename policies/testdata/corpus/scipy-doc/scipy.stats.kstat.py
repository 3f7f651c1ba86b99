import numpy as np
from scipy import stats
from numpy.random import default_rng
rng = default_rng()

for n in [2, 3, 4, 5, 6, 7]:
    x = rng.normal(size=10**n)
    m, k = stats.moment(x, 3), stats.kstat(x, 3)
    print("%.3g %.3g %.3g" % (m, k, m-k))
