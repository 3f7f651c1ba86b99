import numpy as np
from scipy.stats import truncweibull_min
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

c, a, b = 2.5, 0.25, 1.75
mean, var, skew, kurt = truncweibull_min.stats(c, a, b, moments='mvsk')

x = np.linspace(truncweibull_min.ppf(0.01, c, a, b),
                truncweibull_min.ppf(0.99, c, a, b), 100)
ax.plot(x, truncweibull_min.pdf(x, c, a, b),
       'r-', lw=5, alpha=0.6, label='truncweibull_min pdf')

rv = truncweibull_min(c, a, b)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = truncweibull_min.ppf([0.001, 0.5, 0.999], c, a, b)
np.allclose([0.001, 0.5, 0.999], truncweibull_min.cdf(vals, c, a, b))

r = truncweibull_min.rvs(c, a, b, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
