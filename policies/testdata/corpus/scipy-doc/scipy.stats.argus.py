import numpy as np
from scipy.stats import argus
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

chi = 1
mean, var, skew, kurt = argus.stats(chi, moments='mvsk')

x = np.linspace(argus.ppf(0.01, chi),
                argus.ppf(0.99, chi), 100)
ax.plot(x, argus.pdf(x, chi),
       'r-', lw=5, alpha=0.6, label='argus pdf')

rv = argus(chi)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = argus.ppf([0.001, 0.5, 0.999], chi)
np.allclose([0.001, 0.5, 0.999], argus.cdf(vals, chi))

r = argus.rvs(chi, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
