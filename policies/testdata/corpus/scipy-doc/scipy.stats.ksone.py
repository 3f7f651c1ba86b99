import numpy as np
from scipy.stats import ksone
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

n = 1e+03
mean, var, skew, kurt = ksone.stats(n, moments='mvsk')

x = np.linspace(ksone.ppf(0.01, n),
                ksone.ppf(0.99, n), 100)
ax.plot(x, ksone.pdf(x, n),
       'r-', lw=5, alpha=0.6, label='ksone pdf')

rv = ksone(n)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = ksone.ppf([0.001, 0.5, 0.999], n)
np.allclose([0.001, 0.5, 0.999], ksone.cdf(vals, n))

r = ksone.rvs(n, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
