import numpy as np
from scipy import stats
x = np.arange(20)
stats.tmin(x)

stats.tmin(x, 13)

stats.tmin(x, 13, inclusive=False)
