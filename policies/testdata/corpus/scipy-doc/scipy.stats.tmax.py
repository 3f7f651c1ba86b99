import numpy as np
from scipy import stats
x = np.arange(20)
stats.tmax(x)

stats.tmax(x, 13)

stats.tmax(x, 13, inclusive=False)
