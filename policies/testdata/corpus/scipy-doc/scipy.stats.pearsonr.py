import numpy as np
from scipy import stats
res = stats.pearsonr([1, 2, 3, 4, 5], [10, 9, 2.5, 6, 4])
res
res.confidence_interval()

rng = np.random.default_rng()
s = 0.5
x = stats.norm.rvs(size=500, random_state=rng)
e = stats.norm.rvs(scale=s, size=500, random_state=rng)
y = x + e
stats.pearsonr(x, y).statistic

1/np.sqrt(1 + s**2)

y = np.abs(x)
stats.pearsonr(x, y)

y = np.where(x < 0, x, 0)
stats.pearsonr(x, y)
