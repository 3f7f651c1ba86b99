import numpy as np
from scipy.stats import laplace_asymmetric
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

kappa = 2
mean, var, skew, kurt = laplace_asymmetric.stats(kappa, moments='mvsk')

x = np.linspace(laplace_asymmetric.ppf(0.01, kappa),
                laplace_asymmetric.ppf(0.99, kappa), 100)
ax.plot(x, laplace_asymmetric.pdf(x, kappa),
       'r-', lw=5, alpha=0.6, label='laplace_asymmetric pdf')

rv = laplace_asymmetric(kappa)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = laplace_asymmetric.ppf([0.001, 0.5, 0.999], kappa)
np.allclose([0.001, 0.5, 0.999], laplace_asymmetric.cdf(vals, kappa))

r = laplace_asymmetric.rvs(kappa, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
