import numpy as np
from scipy.stats import alpha
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

a = 3.57
mean, var, skew, kurt = alpha.stats(a, moments='mvsk')

x = np.linspace(alpha.ppf(0.01, a),
                alpha.ppf(0.99, a), 100)
ax.plot(x, alpha.pdf(x, a),
       'r-', lw=5, alpha=0.6, label='alpha pdf')

rv = alpha(a)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = alpha.ppf([0.001, 0.5, 0.999], a)
np.allclose([0.001, 0.5, 0.999], alpha.cdf(vals, a))

r = alpha.rvs(a, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
