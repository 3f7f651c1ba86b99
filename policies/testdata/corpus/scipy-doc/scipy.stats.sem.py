import numpy as np
from scipy import stats
a = np.arange(20).reshape(5,4)
stats.sem(a)

stats.sem(a, axis=None, ddof=0)
