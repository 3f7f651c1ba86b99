import numpy as np
from scipy import stats
import matplotlib.pyplot as plt

rng = np.random.default_rng()
x = stats.loggamma.rvs(5, size=30, random_state=rng) + 5
y, lmax_mle = stats.boxcox(x)
lmax_pearsonr = stats.boxcox_normmax(x)

lmax_mle
lmax_pearsonr
stats.boxcox_normmax(x, method='all')

fig = plt.figure()
ax = fig.add_subplot(111)
prob = stats.boxcox_normplot(x, -10, 10, plot=ax)
ax.axvline(lmax_mle, color='r')
ax.axvline(lmax_pearsonr, color='g', ls='--')

plt.show()

from scipy import optimize
options = {'xatol': 1e-12}  # absolute tolerance on `x`
def optimizer(fun):
    return optimize.minimize_scalar(fun, bounds=(6, 7),
                                    method="bounded", options=options)
stats.boxcox_normmax(x, optimizer=optimizer)
