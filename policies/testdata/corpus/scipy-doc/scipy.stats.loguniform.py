import numpy as np
from scipy.stats import loguniform
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

a, b = 0.01, 1.25
mean, var, skew, kurt = loguniform.stats(a, b, moments='mvsk')

x = np.linspace(loguniform.ppf(0.01, a, b),
                loguniform.ppf(0.99, a, b), 100)
ax.plot(x, loguniform.pdf(x, a, b),
       'r-', lw=5, alpha=0.6, label='loguniform pdf')

rv = loguniform(a, b)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = loguniform.ppf([0.001, 0.5, 0.999], a, b)
np.allclose([0.001, 0.5, 0.999], loguniform.cdf(vals, a, b))

r = loguniform.rvs(a, b, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()

import numpy as np
fig, ax = plt.subplots(1, 1)
ax.hist(np.log10(r))
ax.set_ylabel("Frequency")
ax.set_xlabel("Value of random variable")
ax.xaxis.set_major_locator(plt.FixedLocator([-2, -1, 0]))
ticks = ["$10^{{ {} }}$".format(i) for i in [-2, -1, 0]]
ax.set_xticklabels(ticks)  
plt.show()

rvs = loguniform(2**-2, 2**0).rvs(size=1000)

fig, ax = plt.subplots(1, 1)
ax.hist(np.log2(rvs))
ax.set_ylabel("Frequency")
ax.set_xlabel("Value of random variable")
ax.xaxis.set_major_locator(plt.FixedLocator([-2, -1, 0]))
ticks = ["$2^{{ {} }}$".format(i) for i in [-2, -1, 0]]
ax.set_xticklabels(ticks)  
plt.show()
