import numpy as np
from scipy.stats.sampling import DiscreteAliasUrn

pv = [0.18, 0.02, 0.8]
urng = np.random.default_rng()
rng = DiscreteAliasUrn(pv, random_state=urng)
rng.rvs()

rng = DiscreteAliasUrn(pv, domain=(10, 13), random_state=urng)
rng.rvs()

class Distribution:
    def __init__(self, c):
        self.c = c
    def pmf(self, x):
        return x**self.c
    def support(self):
        return (0, 10)

dist = Distribution(2)
rng = DiscreteAliasUrn(dist, random_state=urng)
rng.rvs()

import matplotlib.pyplot as plt
from scipy.stats.sampling import DiscreteAliasUrn
class Distribution:
    def __init__(self, c):
        self.c = c
    def pmf(self, x):
        return x**self.c
    def support(self):
        return (0, 10)

dist = Distribution(2)
urng = np.random.default_rng()
rng = DiscreteAliasUrn(dist, random_state=urng)
rvs = rng.rvs(1000)
fig = plt.figure()
ax = fig.add_subplot(111)
x = np.arange(1, 11)
fx = dist.pmf(x)
fx = fx / fx.sum()
ax.plot(x, fx, 'bo', label='true distribution')
ax.vlines(x, 0, fx, lw=2)
ax.hist(rvs, bins=np.r_[x, 11]-0.5, density=True, alpha=0.5, color='r',
        label='samples')
ax.set_xlabel('x')
ax.set_ylabel('PMF(x)')
ax.set_title('Discrete Alias Urn Samples')
plt.legend()
plt.show()

from scipy.stats import binom
from scipy.stats.sampling import DiscreteAliasUrn
dist = binom(10, 0.2)  # distribution object
domain = dist.support()  # the domain of your distribution
x = np.arange(domain[0], domain[1] + 1)
pv = dist.pmf(x)
rng = DiscreteAliasUrn(pv, domain=domain)

# use a table twice the length of PV.
urn_factor = 2
rng = DiscreteAliasUrn(pv, urn_factor=urn_factor, random_state=urng)
rng.rvs()
