import numpy as np
from scipy import stats
rng = np.random.default_rng()
res = stats.anderson_ksamp([rng.normal(size=50),
rng.normal(loc=0.5, size=30)])
res.statistic, res.pvalue
res.critical_values

res = stats.anderson_ksamp([rng.normal(size=50),
rng.normal(size=30), rng.normal(size=20)])
res.statistic, res.pvalue
res.critical_values
