import numpy as np
from scipy.stats import truncpareto
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

b, c = 1.8, 5.3
mean, var, skew, kurt = truncpareto.stats(b, c, moments='mvsk')

x = np.linspace(truncpareto.ppf(0.01, b, c),
                truncpareto.ppf(0.99, b, c), 100)
ax.plot(x, truncpareto.pdf(x, b, c),
       'r-', lw=5, alpha=0.6, label='truncpareto pdf')

rv = truncpareto(b, c)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = truncpareto.ppf([0.001, 0.5, 0.999], b, c)
np.allclose([0.001, 0.5, 0.999], truncpareto.cdf(vals, b, c))

r = truncpareto.rvs(b, c, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
