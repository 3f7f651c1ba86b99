import numpy as np
from scipy.stats import foldnorm
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

c = 1.95
mean, var, skew, kurt = foldnorm.stats(c, moments='mvsk')

x = np.linspace(foldnorm.ppf(0.01, c),
                foldnorm.ppf(0.99, c), 100)
ax.plot(x, foldnorm.pdf(x, c),
       'r-', lw=5, alpha=0.6, label='foldnorm pdf')

rv = foldnorm(c)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = foldnorm.ppf([0.001, 0.5, 0.999], c)
np.allclose([0.001, 0.5, 0.999], foldnorm.cdf(vals, c))

r = foldnorm.rvs(c, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
