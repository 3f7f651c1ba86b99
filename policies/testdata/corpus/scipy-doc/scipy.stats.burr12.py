import numpy as np
from scipy.stats import burr12
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

c, d = 10, 4
mean, var, skew, kurt = burr12.stats(c, d, moments='mvsk')

x = np.linspace(burr12.ppf(0.01, c, d),
                burr12.ppf(0.99, c, d), 100)
ax.plot(x, burr12.pdf(x, c, d),
       'r-', lw=5, alpha=0.6, label='burr12 pdf')

rv = burr12(c, d)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = burr12.ppf([0.001, 0.5, 0.999], c, d)
np.allclose([0.001, 0.5, 0.999], burr12.cdf(vals, c, d))

r = burr12.rvs(c, d, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
