import numpy as np
from scipy import stats
def statistic(x, axis):
    return stats.skew(x, axis)

rng = np.random.default_rng()
x = stats.skewnorm.rvs(a=1, size=50, random_state=rng)
statistic(x, axis=0)

from scipy.stats import monte_carlo_test
# because our statistic is vectorized, we pass `vectorized=True`
rvs = lambda size: stats.norm.rvs(size=size, random_state=rng)
res = monte_carlo_test(x, rvs, statistic, vectorized=True)
print(res.statistic)
print(res.pvalue)

stats.skewtest(x).pvalue

x = stats.skewnorm.rvs(a=1, size=7, random_state=rng)
# stats.skewtest(x) would produce an error due to small sample
res = monte_carlo_test(x, rvs, statistic, vectorized=True)

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
ax.hist(res.null_distribution, bins=50)
ax.set_title("Monte Carlo distribution of test statistic")
ax.set_xlabel("Value of Statistic")
ax.set_ylabel("Frequency")
plt.show()
