import numpy as np
from scipy import stats
a = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
stats.trim1(a, 0.2, 'left')

b = np.arange(10)
stats.trim1(b, 1/4).shape

c = [2, 4, 6, 8, 0, 1, 3, 5, 7, 9]
d = np.array([a, b, c])
stats.trim1(d, 0.8, axis=0).shape
stats.trim1(d, 0.8, axis=1).shape
stats.trim1(d, 0.8, axis=None).shape
