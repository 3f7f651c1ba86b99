import numpy as np
from scipy.stats import nct
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

df, nc = 14, 0.24
mean, var, skew, kurt = nct.stats(df, nc, moments='mvsk')

x = np.linspace(nct.ppf(0.01, df, nc),
                nct.ppf(0.99, df, nc), 100)
ax.plot(x, nct.pdf(x, df, nc),
       'r-', lw=5, alpha=0.6, label='nct pdf')

rv = nct(df, nc)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = nct.ppf([0.001, 0.5, 0.999], df, nc)
np.allclose([0.001, 0.5, 0.999], nct.cdf(vals, df, nc))

r = nct.rvs(df, nc, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
