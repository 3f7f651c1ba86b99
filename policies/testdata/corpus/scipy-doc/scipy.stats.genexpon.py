import numpy as np
from scipy.stats import genexpon
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

a, b, c = 9.13, 16.2, 3.28
mean, var, skew, kurt = genexpon.stats(a, b, c, moments='mvsk')

x = np.linspace(genexpon.ppf(0.01, a, b, c),
                genexpon.ppf(0.99, a, b, c), 100)
ax.plot(x, genexpon.pdf(x, a, b, c),
       'r-', lw=5, alpha=0.6, label='genexpon pdf')

rv = genexpon(a, b, c)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = genexpon.ppf([0.001, 0.5, 0.999], a, b, c)
np.allclose([0.001, 0.5, 0.999], genexpon.cdf(vals, a, b, c))

r = genexpon.rvs(a, b, c, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
