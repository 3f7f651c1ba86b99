import numpy as np
from scipy import stats
rng = np.random.default_rng()
rvs = stats.uniform.rvs(size=50, random_state=rng)
stats.ttest_1samp(rvs, popmean=0.5)

rvs = stats.norm.rvs(size=50, random_state=rng)
stats.ttest_1samp(rvs, popmean=0.5)

stats.ttest_1samp(rvs, popmean=0.5, alternative='greater')

rvs = stats.uniform.rvs(size=(100, 50), random_state=rng)
res = stats.ttest_1samp(rvs, popmean=0.5, axis=1)
np.sum(res.pvalue < 0.01)

rvs = stats.norm.rvs(size=50, random_state=rng)
res = stats.ttest_1samp(rvs, popmean=0)
ci = res.confidence_interval(confidence_level=0.95)
ci

res = stats.ttest_1samp(rvs, popmean=ci.low)
np.testing.assert_allclose(res.pvalue, 0.05)
res = stats.ttest_1samp(rvs, popmean=ci.high)
np.testing.assert_allclose(res.pvalue, 0.05)

rvs = stats.norm.rvs(size=(50, 1000), loc=1, random_state=rng)
res = stats.ttest_1samp(rvs, popmean=0)
ci = res.confidence_interval()
contains_pop_mean = (ci.low < 1) & (ci.high > 1)
contains_pop_mean.sum()
