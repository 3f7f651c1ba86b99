import numpy as np
from scipy.stats import kappa4
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

h, k = 0.1, 0
mean, var, skew, kurt = kappa4.stats(h, k, moments='mvsk')

x = np.linspace(kappa4.ppf(0.01, h, k),
                kappa4.ppf(0.99, h, k), 100)
ax.plot(x, kappa4.pdf(x, h, k),
       'r-', lw=5, alpha=0.6, label='kappa4 pdf')

rv = kappa4(h, k)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = kappa4.ppf([0.001, 0.5, 0.999], h, k)
np.allclose([0.001, 0.5, 0.999], kappa4.cdf(vals, h, k))

r = kappa4.rvs(h, k, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
