import numpy as np
from scipy.stats import halflogistic
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

mean, var, skew, kurt = halflogistic.stats(moments='mvsk')

x = np.linspace(halflogistic.ppf(0.01),
                halflogistic.ppf(0.99), 100)
ax.plot(x, halflogistic.pdf(x),
       'r-', lw=5, alpha=0.6, label='halflogistic pdf')

rv = halflogistic()
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = halflogistic.ppf([0.001, 0.5, 0.999])
np.allclose([0.001, 0.5, 0.999], halflogistic.cdf(vals))

r = halflogistic.rvs(size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
