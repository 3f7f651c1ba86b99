import numpy as np
from scipy import stats
a = np.arange(20).reshape(5,4)
print(stats.mstats.sem(a))

print(stats.mstats.sem(a, axis=None, ddof=0))
