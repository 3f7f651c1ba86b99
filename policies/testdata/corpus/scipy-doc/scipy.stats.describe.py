import numpy as np
from scipy import stats
a = np.arange(10)
stats.describe(a)
b = [[1, 2], [3, 4]]
stats.describe(b)
