import numpy as np
from scipy import stats
x = np.arange(20)
stats.tsem(x)
stats.tsem(x, (3,17))
