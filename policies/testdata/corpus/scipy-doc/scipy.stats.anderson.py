import numpy as np
from scipy.stats import anderson
rng = np.random.default_rng()
data = rng.random(size=35)
res = anderson(data)
res.statistic
res.critical_values
res.significance_level
