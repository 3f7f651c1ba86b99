import numpy as np
from scipy import stats
from scipy.stats import mstats
mstats.pearsonr([1, 2, 3, 4, 5], [10, 9, 2.5, 6, 4])

s = 0.5
x = stats.norm.rvs(size=500)
e = stats.norm.rvs(scale=s, size=500)
y = x + e
mstats.pearsonr(x, y)

1/np.sqrt(1 + s**2)

y = np.abs(x)
mstats.pearsonr(x, y)

y = np.where(x < 0, x, 0)
mstats.pearsonr(x, y)
