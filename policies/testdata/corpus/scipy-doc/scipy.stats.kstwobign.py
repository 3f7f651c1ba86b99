import numpy as np
from scipy.stats import kstwobign
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

mean, var, skew, kurt = kstwobign.stats(moments='mvsk')

x = np.linspace(kstwobign.ppf(0.01),
                kstwobign.ppf(0.99), 100)
ax.plot(x, kstwobign.pdf(x),
       'r-', lw=5, alpha=0.6, label='kstwobign pdf')

rv = kstwobign()
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = kstwobign.ppf([0.001, 0.5, 0.999])
np.allclose([0.001, 0.5, 0.999], kstwobign.cdf(vals))

r = kstwobign.rvs(size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
