import numpy as np
from scipy import stats
data = [6, 9, 12, 7, 8, 8, 13]
mean, var, std = stats.mvsdist(data)

mean.mean()
mean.interval(0.95)
mean.std()
