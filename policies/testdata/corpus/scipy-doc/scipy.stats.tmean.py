import numpy as np
from scipy import stats
x = np.arange(20)
stats.tmean(x)
stats.tmean(x, (3,17))
