import numpy as np
from scipy import stats
x = np.arange(20)
stats.tstd(x)
stats.tstd(x, (3,17))
