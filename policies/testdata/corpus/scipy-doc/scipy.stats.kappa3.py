import numpy as np
from scipy.stats import kappa3
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

a = 1
mean, var, skew, kurt = kappa3.stats(a, moments='mvsk')

x = np.linspace(kappa3.ppf(0.01, a),
                kappa3.ppf(0.99, a), 100)
ax.plot(x, kappa3.pdf(x, a),
       'r-', lw=5, alpha=0.6, label='kappa3 pdf')

rv = kappa3(a)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = kappa3.ppf([0.001, 0.5, 0.999], a)
np.allclose([0.001, 0.5, 0.999], kappa3.cdf(vals, a))

r = kappa3.rvs(a, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
