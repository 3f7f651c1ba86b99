import numpy as np
from scipy.stats import pearson3
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

skew = -2
mean, var, skew, kurt = pearson3.stats(skew, moments='mvsk')

x = np.linspace(pearson3.ppf(0.01, skew),
                pearson3.ppf(0.99, skew), 100)
ax.plot(x, pearson3.pdf(x, skew),
       'r-', lw=5, alpha=0.6, label='pearson3 pdf')

rv = pearson3(skew)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = pearson3.ppf([0.001, 0.5, 0.999], skew)
np.allclose([0.001, 0.5, 0.999], pearson3.cdf(vals, skew))

r = pearson3.rvs(skew, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
