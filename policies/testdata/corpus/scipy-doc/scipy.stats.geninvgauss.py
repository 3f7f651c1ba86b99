import numpy as np
from scipy.stats import geninvgauss
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

p, b = 2.3, 1.5
mean, var, skew, kurt = geninvgauss.stats(p, b, moments='mvsk')

x = np.linspace(geninvgauss.ppf(0.01, p, b),
                geninvgauss.ppf(0.99, p, b), 100)
ax.plot(x, geninvgauss.pdf(x, p, b),
       'r-', lw=5, alpha=0.6, label='geninvgauss pdf')

rv = geninvgauss(p, b)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = geninvgauss.ppf([0.001, 0.5, 0.999], p, b)
np.allclose([0.001, 0.5, 0.999], geninvgauss.cdf(vals, p, b))

r = geninvgauss.rvs(p, b, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
