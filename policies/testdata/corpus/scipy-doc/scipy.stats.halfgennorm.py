import numpy as np
from scipy.stats import halfgennorm
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

beta = 0.675
mean, var, skew, kurt = halfgennorm.stats(beta, moments='mvsk')

x = np.linspace(halfgennorm.ppf(0.01, beta),
                halfgennorm.ppf(0.99, beta), 100)
ax.plot(x, halfgennorm.pdf(x, beta),
       'r-', lw=5, alpha=0.6, label='halfgennorm pdf')

rv = halfgennorm(beta)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = halfgennorm.ppf([0.001, 0.5, 0.999], beta)
np.allclose([0.001, 0.5, 0.999], halfgennorm.cdf(vals, beta))

r = halfgennorm.rvs(beta, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
