import numpy as np
from scipy.stats import kstwo
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

n = 10
mean, var, skew, kurt = kstwo.stats(n, moments='mvsk')

x = np.linspace(kstwo.ppf(0.01, n),
                kstwo.ppf(0.99, n), 100)
ax.plot(x, kstwo.pdf(x, n),
       'r-', lw=5, alpha=0.6, label='kstwo pdf')

rv = kstwo(n)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = kstwo.ppf([0.001, 0.5, 0.999], n)
np.allclose([0.001, 0.5, 0.999], kstwo.cdf(vals, n))

r = kstwo.rvs(n, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
