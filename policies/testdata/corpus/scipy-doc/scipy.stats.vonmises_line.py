import numpy as np
from scipy.stats import vonmises_line
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

kappa = 3.99
mean, var, skew, kurt = vonmises_line.stats(kappa, moments='mvsk')

x = np.linspace(vonmises_line.ppf(0.01, kappa),
                vonmises_line.ppf(0.99, kappa), 100)
ax.plot(x, vonmises_line.pdf(x, kappa),
       'r-', lw=5, alpha=0.6, label='vonmises_line pdf')

rv = vonmises_line(kappa)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = vonmises_line.ppf([0.001, 0.5, 0.999], kappa)
np.allclose([0.001, 0.5, 0.999], vonmises_line.cdf(vals, kappa))

r = vonmises_line.rvs(kappa, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
