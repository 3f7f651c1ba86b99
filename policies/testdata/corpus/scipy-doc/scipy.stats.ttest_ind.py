import numpy as np
from scipy import stats
rng = np.random.default_rng()

rvs1 = stats.norm.rvs(loc=5, scale=10, size=500, random_state=rng)
rvs2 = stats.norm.rvs(loc=5, scale=10, size=500, random_state=rng)
stats.ttest_ind(rvs1, rvs2)
stats.ttest_ind(rvs1, rvs2, equal_var=False)

rvs3 = stats.norm.rvs(loc=5, scale=20, size=500, random_state=rng)
stats.ttest_ind(rvs1, rvs3)
stats.ttest_ind(rvs1, rvs3, equal_var=False)

rvs4 = stats.norm.rvs(loc=5, scale=20, size=100, random_state=rng)
stats.ttest_ind(rvs1, rvs4)
stats.ttest_ind(rvs1, rvs4, equal_var=False)

rvs5 = stats.norm.rvs(loc=8, scale=20, size=100, random_state=rng)
stats.ttest_ind(rvs1, rvs5)
stats.ttest_ind(rvs1, rvs5, equal_var=False)

stats.ttest_ind(rvs1, rvs5, permutations=10000,
                random_state=rng)

a = (56, 128.6, 12, 123.8, 64.34, 78, 763.3)
b = (1.1, 2.9, 4.2)

stats.ttest_ind(a, b, trim=.2)
