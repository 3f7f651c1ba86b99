import numpy as np
from scipy import stats
x = [12, 2, 1, 12, 2]
y = [1, 4, 7, 1, 0]
res = stats.weightedtau(x, y)
res.statistic
res.pvalue
res = stats.weightedtau(x, y, additive=False)
res.statistic

x = [12, 2, 1, 12, 2]
y = [1, 4, 7, 1, np.nan]
res = stats.weightedtau(x, y)
res.statistic

x = [12, 2, 1, 12, 2]
y = [1, 4, 7, 1, 0]
res = stats.weightedtau(x, y, weigher=lambda x: 1)
res.statistic

x = [12, 2, 1, 12, 2]
y = [1, 4, 7, 1, 0]
stats.weightedtau(x, y, rank=None)
stats.weightedtau(y, x, rank=None)
