import numpy as np
from scipy.stats import levy_l
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

mean, var, skew, kurt = levy_l.stats(moments='mvsk')

# `levy_l` is very heavy-tailed.
# To show a nice plot, let's cut off the lower 40 percent.
a, b = levy_l.ppf(0.4), levy_l.ppf(1)
x = np.linspace(a, b, 100)
ax.plot(x, levy_l.pdf(x),
       'r-', lw=5, alpha=0.6, label='levy_l pdf')

rv = levy_l()
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = levy_l.ppf([0.001, 0.5, 0.999])
np.allclose([0.001, 0.5, 0.999], levy_l.cdf(vals))

r = levy_l.rvs(size=1000)

# manual binning to ignore the tail
bins = np.concatenate(([np.min(r)], np.linspace(a, b, 20)))
ax.hist(r, bins=bins, density=True, histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
