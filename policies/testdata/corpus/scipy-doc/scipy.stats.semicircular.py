import numpy as np
from scipy.stats import semicircular
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

mean, var, skew, kurt = semicircular.stats(moments='mvsk')

x = np.linspace(semicircular.ppf(0.01),
                semicircular.ppf(0.99), 100)
ax.plot(x, semicircular.pdf(x),
       'r-', lw=5, alpha=0.6, label='semicircular pdf')

rv = semicircular()
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = semicircular.ppf([0.001, 0.5, 0.999])
np.allclose([0.001, 0.5, 0.999], semicircular.cdf(vals))

r = semicircular.rvs(size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
