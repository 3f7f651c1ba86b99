import numpy as np
from scipy.stats import rice
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

b = 0.775
mean, var, skew, kurt = rice.stats(b, moments='mvsk')

x = np.linspace(rice.ppf(0.01, b),
                rice.ppf(0.99, b), 100)
ax.plot(x, rice.pdf(x, b),
       'r-', lw=5, alpha=0.6, label='rice pdf')

rv = rice(b)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = rice.ppf([0.001, 0.5, 0.999], b)
np.allclose([0.001, 0.5, 0.999], rice.cdf(vals, b))

r = rice.rvs(b, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
