import numpy as np
from scipy.stats import hypsecant
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

mean, var, skew, kurt = hypsecant.stats(moments='mvsk')

x = np.linspace(hypsecant.ppf(0.01),
                hypsecant.ppf(0.99), 100)
ax.plot(x, hypsecant.pdf(x),
       'r-', lw=5, alpha=0.6, label='hypsecant pdf')

rv = hypsecant()
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = hypsecant.ppf([0.001, 0.5, 0.999])
np.allclose([0.001, 0.5, 0.999], hypsecant.cdf(vals))

r = hypsecant.rvs(size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
