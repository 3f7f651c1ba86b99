import numpy as np
from scipy.stats import planck
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

lambda_ = 0.51
mean, var, skew, kurt = planck.stats(lambda_, moments='mvsk')

x = np.arange(planck.ppf(0.01, lambda_),
              planck.ppf(0.99, lambda_))
ax.plot(x, planck.pmf(x, lambda_), 'bo', ms=8, label='planck pmf')
ax.vlines(x, 0, planck.pmf(x, lambda_), colors='b', lw=5, alpha=0.5)

rv = planck(lambda_)
ax.vlines(x, 0, rv.pmf(x), colors='k', linestyles='-', lw=1,
        label='frozen pmf')
ax.legend(loc='best', frameon=False)
plt.show()

prob = planck.cdf(x, lambda_)
np.allclose(x, planck.ppf(prob, lambda_))

r = planck.rvs(lambda_, size=1000)
