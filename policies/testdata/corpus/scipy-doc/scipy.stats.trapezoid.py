import numpy as np
from scipy.stats import trapezoid
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

c, d = 0.2, 0.8
mean, var, skew, kurt = trapezoid.stats(c, d, moments='mvsk')

x = np.linspace(trapezoid.ppf(0.01, c, d),
                trapezoid.ppf(0.99, c, d), 100)
ax.plot(x, trapezoid.pdf(x, c, d),
       'r-', lw=5, alpha=0.6, label='trapezoid pdf')

rv = trapezoid(c, d)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = trapezoid.ppf([0.001, 0.5, 0.999], c, d)
np.allclose([0.001, 0.5, 0.999], trapezoid.cdf(vals, c, d))

r = trapezoid.rvs(c, d, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
