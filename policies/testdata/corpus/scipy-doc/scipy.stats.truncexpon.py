import numpy as np
from scipy.stats import truncexpon
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

b = 4.69
mean, var, skew, kurt = truncexpon.stats(b, moments='mvsk')

x = np.linspace(truncexpon.ppf(0.01, b),
                truncexpon.ppf(0.99, b), 100)
ax.plot(x, truncexpon.pdf(x, b),
       'r-', lw=5, alpha=0.6, label='truncexpon pdf')

rv = truncexpon(b)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = truncexpon.ppf([0.001, 0.5, 0.999], b)
np.allclose([0.001, 0.5, 0.999], truncexpon.cdf(vals, b))

r = truncexpon.rvs(b, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
