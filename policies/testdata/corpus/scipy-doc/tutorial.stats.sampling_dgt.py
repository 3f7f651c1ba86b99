import numpy as np
from scipy.stats.sampling import DiscreteGuideTable

pv = [0.18, 0.02, 0.8]
urng = np.random.default_rng()
rng = DiscreteGuideTable(pv, random_state=urng)
rng.rvs()

rng = DiscreteGuideTable(pv, random_state=urng, domain=(10, 13))
rng.rvs()

class Distribution:
    def __init__(self, c):
            self.c = c
    def pmf(self, x):
            return x ** self.c
    def support(self):
            return 0, 10

dist = Distribution(2)
rng = DiscreteGuideTable(dist, random_state=urng)
rng.rvs()

from scipy.stats import binom
from scipy.stats.sampling import DiscreteGuideTable
dist = binom(10, 0.2)  # distribution object
domain = dist.support()  # the domain of your distribution
x = np.arange(domain[0], domain[1] + 1)
pv = dist.pmf(x)
rng = DiscreteGuideTable(pv, domain=domain)

guide_factor = 2
rng = DiscreteGuideTable(pv, random_state=urng, guide_factor=guide_factor)
rng.rvs()

n, p = 4, 0.1
dist = stats.binom(n, p)
rng = DiscreteGuideTable(dist, random_state=42)
rng.ppf(0.5)
