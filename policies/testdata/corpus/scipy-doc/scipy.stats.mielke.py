import numpy as np
from scipy.stats import mielke
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

k, s = 10.4, 4.6
mean, var, skew, kurt = mielke.stats(k, s, moments='mvsk')

x = np.linspace(mielke.ppf(0.01, k, s),
                mielke.ppf(0.99, k, s), 100)
ax.plot(x, mielke.pdf(x, k, s),
       'r-', lw=5, alpha=0.6, label='mielke pdf')

rv = mielke(k, s)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = mielke.ppf([0.001, 0.5, 0.999], k, s)
np.allclose([0.001, 0.5, 0.999], mielke.cdf(vals, k, s))

r = mielke.rvs(k, s, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
