import numpy as np
from scipy.stats import tukeylambda
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

lam = 3.13
mean, var, skew, kurt = tukeylambda.stats(lam, moments='mvsk')

x = np.linspace(tukeylambda.ppf(0.01, lam),
                tukeylambda.ppf(0.99, lam), 100)
ax.plot(x, tukeylambda.pdf(x, lam),
       'r-', lw=5, alpha=0.6, label='tukeylambda pdf')

rv = tukeylambda(lam)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = tukeylambda.ppf([0.001, 0.5, 0.999], lam)
np.allclose([0.001, 0.5, 0.999], tukeylambda.cdf(vals, lam))

r = tukeylambda.rvs(lam, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
