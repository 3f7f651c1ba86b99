import numpy as np
from scipy import stats
x = np.arange(20)
stats.tvar(x)
stats.tvar(x, (3,17))
