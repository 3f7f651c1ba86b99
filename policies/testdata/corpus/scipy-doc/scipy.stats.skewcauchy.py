import numpy as np
from scipy.stats import skewcauchy
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

a = 0.5
mean, var, skew, kurt = skewcauchy.stats(a, moments='mvsk')

x = np.linspace(skewcauchy.ppf(0.01, a),
                skewcauchy.ppf(0.99, a), 100)
ax.plot(x, skewcauchy.pdf(x, a),
       'r-', lw=5, alpha=0.6, label='skewcauchy pdf')

rv = skewcauchy(a)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = skewcauchy.ppf([0.001, 0.5, 0.999], a)
np.allclose([0.001, 0.5, 0.999], skewcauchy.cdf(vals, a))

r = skewcauchy.rvs(a, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
