import numpy as np
from scipy import stats
a = np.arange(100)
stats.scoreatpercentile(a, 50)
