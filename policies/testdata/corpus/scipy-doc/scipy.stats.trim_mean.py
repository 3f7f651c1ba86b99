import numpy as np
from scipy import stats
x = np.arange(20)
stats.trim_mean(x, 0.1)
x2 = x.reshape(5, 4)
x2
stats.trim_mean(x2, 0.25)
stats.trim_mean(x2, 0.25, axis=1)
