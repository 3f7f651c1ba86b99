import numpy as np
from scipy import stats
a = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
stats.trimboth(a, 0.1)

b = np.arange(10)
stats.trimboth(b, 1/4).shape

c = [2, 4, 6, 8, 0, 1, 3, 5, 7, 9]
d = np.array([a, b, c])
stats.trimboth(d, 0.4, axis=0).shape
stats.trimboth(d, 0.4, axis=1).shape
stats.trimboth(d, 0.4, axis=None).shape
