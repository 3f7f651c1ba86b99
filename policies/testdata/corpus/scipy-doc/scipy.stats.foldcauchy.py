import numpy as np
from scipy.stats import foldcauchy
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

c = 4.72
mean, var, skew, kurt = foldcauchy.stats(c, moments='mvsk')

x = np.linspace(foldcauchy.ppf(0.01, c),
                foldcauchy.ppf(0.99, c), 100)
ax.plot(x, foldcauchy.pdf(x, c),
       'r-', lw=5, alpha=0.6, label='foldcauchy pdf')

rv = foldcauchy(c)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = foldcauchy.ppf([0.001, 0.5, 0.999], c)
np.allclose([0.001, 0.5, 0.999], foldcauchy.cdf(vals, c))

r = foldcauchy.rvs(c, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
