import numpy as np
from scipy import stats
rng = np.random.default_rng()
sample1 = stats.uniform.rvs(size=100, random_state=rng)
sample2 = stats.norm.rvs(size=110, random_state=rng)
stats.ks_2samp(sample1, sample2)

sample1 = stats.norm.rvs(size=105, random_state=rng)
sample2 = stats.norm.rvs(size=95, random_state=rng)
stats.ks_2samp(sample1, sample2)

sample1 = stats.norm.rvs(size=105, loc=0.5, random_state=rng)
stats.ks_2samp(sample1, sample2, alternative='less')
