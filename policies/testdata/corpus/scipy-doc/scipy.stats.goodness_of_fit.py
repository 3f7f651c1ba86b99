import numpy as np
from scipy import stats
rng = np.random.default_rng()
x = stats.uniform.rvs(size=75, random_state=rng)

loc, scale = np.mean(x), np.std(x, ddof=1)
cdf = stats.norm(loc, scale).cdf
stats.ks_1samp(x, cdf)

known_params = {'loc': loc, 'scale': scale}
res = stats.goodness_of_fit(stats.norm, x, known_params=known_params,
                            statistic='ks', random_state=rng)
res.statistic, res.pvalue

res = stats.goodness_of_fit(stats.norm, x, statistic='ks',
                            random_state=rng)
res.statistic, res.pvalue

res = stats.anderson(x, 'norm')
print(res.statistic)
print(res.critical_values)
print(res.significance_level)

res = stats.goodness_of_fit(stats.norm, x, statistic='ad',
                            random_state=rng)
res.statistic, res.pvalue

rng = np.random.default_rng()
x = stats.chi(df=2.2, loc=0, scale=2).rvs(size=1000, random_state=rng)
res = stats.goodness_of_fit(stats.rayleigh, x, statistic='cvm',
                            known_params={'loc': 0}, random_state=rng)

res.fit_result  # location is as specified, and scale is reasonable
import matplotlib.pyplot as plt  # matplotlib must be installed to plot
res.fit_result.plot()
plt.show()

_, ax = plt.subplots()
ax.hist(np.log10(res.null_distribution))
ax.set_xlabel("log10 of CVM statistic under the null hypothesis")
ax.set_ylabel("Frequency")
ax.set_title("Histogram of the Monte Carlo null distribution")
plt.show()

res.statistic, res.pvalue
