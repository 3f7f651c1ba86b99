import numpy as np
from scipy.stats import wald
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

mean, var, skew, kurt = wald.stats(moments='mvsk')

x = np.linspace(wald.ppf(0.01),
                wald.ppf(0.99), 100)
ax.plot(x, wald.pdf(x),
       'r-', lw=5, alpha=0.6, label='wald pdf')

rv = wald()
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = wald.ppf([0.001, 0.5, 0.999])
np.allclose([0.001, 0.5, 0.999], wald.cdf(vals))

r = wald.rvs(size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
