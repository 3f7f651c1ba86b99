import numpy as np
from scipy.stats import powerlognorm
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

c, s = 2.14, 0.446
mean, var, skew, kurt = powerlognorm.stats(c, s, moments='mvsk')

x = np.linspace(powerlognorm.ppf(0.01, c, s),
                powerlognorm.ppf(0.99, c, s), 100)
ax.plot(x, powerlognorm.pdf(x, c, s),
       'r-', lw=5, alpha=0.6, label='powerlognorm pdf')

rv = powerlognorm(c, s)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = powerlognorm.ppf([0.001, 0.5, 0.999], c, s)
np.allclose([0.001, 0.5, 0.999], powerlognorm.cdf(vals, c, s))

r = powerlognorm.rvs(c, s, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
