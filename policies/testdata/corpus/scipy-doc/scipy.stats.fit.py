import numpy as np
from scipy import stats
rng = np.random.default_rng()
dist = stats.nbinom
shapes = (5, 0.5)
data = dist.rvs(*shapes, size=1000, random_state=rng)

bounds = [(0, 30), (0, 1)]
res = stats.fit(dist, data, bounds)

res.params

import matplotlib.pyplot as plt  # matplotlib must be installed to plot
res.plot()
plt.show()

bounds = {'n': (0, 30)}  # omit parameter p using a `dict`
res2 = stats.fit(dist, data, bounds)
res2.params

bounds = {'n': (6, 6)}  # fix parameter `n`
res3 = stats.fit(dist, data, bounds)
res3.params
res3.nllf() > res.nllf()

from scipy.optimize import differential_evolution
rng = np.random.default_rng(767585560716548)
def optimizer(fun, bounds, *, integrality):
    return differential_evolution(fun, bounds, strategy='best2bin',
                                  seed=rng, integrality=integrality)
bounds = [(0, 30), (0, 1)]
res4 = stats.fit(dist, data, bounds, optimizer=optimizer)
res4.params
