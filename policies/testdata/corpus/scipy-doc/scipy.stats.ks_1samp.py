import numpy as np
from scipy import stats
rng = np.random.default_rng()
stats.ks_1samp(stats.uniform.rvs(size=100, random_state=rng),
               stats.norm.cdf)

x = stats.norm.rvs(size=100, random_state=rng)
stats.ks_1samp(x, stats.norm.cdf)

x = stats.norm.rvs(size=100, loc=0.5, random_state=rng)
stats.ks_1samp(x, stats.norm.cdf, alternative='less')
