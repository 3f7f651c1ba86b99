import numpy as np
from scipy.stats import gennorm
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

beta = 1.3
mean, var, skew, kurt = gennorm.stats(beta, moments='mvsk')

x = np.linspace(gennorm.ppf(0.01, beta),
                gennorm.ppf(0.99, beta), 100)
ax.plot(x, gennorm.pdf(x, beta),
       'r-', lw=5, alpha=0.6, label='gennorm pdf')

rv = gennorm(beta)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = gennorm.ppf([0.001, 0.5, 0.999], beta)
np.allclose([0.001, 0.5, 0.999], gennorm.cdf(vals, beta))

r = gennorm.rvs(beta, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
