import numpy as np
from scipy.sparse import random
from scipy import stats
from numpy.random import default_rng
rng = default_rng()
rvs = stats.poisson(25, loc=10).rvs
S = random(3, 4, density=0.25, random_state=rng, data_rvs=rvs)
S.A

from scipy.sparse import random
from scipy.stats import rv_continuous
class CustomDistribution(rv_continuous):
    def _rvs(self,  size=None, random_state=None):
        return random_state.standard_normal(size)
X = CustomDistribution(seed=rng)
Y = X()  # get a frozen version of the distribution
S = random(3, 4, density=0.25, random_state=rng, data_rvs=Y.rvs)
S.A
