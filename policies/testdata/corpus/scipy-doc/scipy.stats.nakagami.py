import numpy as np
from scipy.stats import nakagami
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

nu = 4.97
mean, var, skew, kurt = nakagami.stats(nu, moments='mvsk')

x = np.linspace(nakagami.ppf(0.01, nu),
                nakagami.ppf(0.99, nu), 100)
ax.plot(x, nakagami.pdf(x, nu),
       'r-', lw=5, alpha=0.6, label='nakagami pdf')

rv = nakagami(nu)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = nakagami.ppf([0.001, 0.5, 0.999], nu)
np.allclose([0.001, 0.5, 0.999], nakagami.cdf(vals, nu))

r = nakagami.rvs(nu, size=1000)

ax.hist(r, density=True, bins='auto', histtype='stepfilled', alpha=0.2)
ax.set_xlim([x[0], x[-1]])
ax.legend(loc='best', frameon=False)
plt.show()
