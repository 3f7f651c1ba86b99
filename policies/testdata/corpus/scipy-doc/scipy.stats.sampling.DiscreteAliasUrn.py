import numpy as np
from scipy.stats.sampling import DiscreteAliasUrn
import numpy as np

pv = [0.1, 0.3, 0.6]
urng = np.random.default_rng()
rng = DiscreteAliasUrn(pv, random_state=urng)

rvs = rng.rvs(size=1000)

from scipy.stats import chisquare
_, freqs = np.unique(rvs, return_counts=True)
freqs = freqs / np.sum(freqs)
freqs
chisquare(freqs, pv).pvalue

urng = np.random.default_rng()
class Binomial:
    def __init__(self, n, p):
        self.n = n
        self.p = p
    def pmf(self, x):
        # note that the pmf doesn't need to be normalized.
        return self.p**x * (1-self.p)**(self.n-x)
    def support(self):
        return (0, self.n)

n, p = 10, 0.2
dist = Binomial(n, p)
rng = DiscreteAliasUrn(dist, random_state=urng)

rvs = rng.rvs(1000)
_, freqs = np.unique(rvs, return_counts=True)
freqs = freqs / np.sum(freqs)
obs_freqs = np.zeros(11)  # some frequencies may be zero.
obs_freqs[:freqs.size] = freqs
pv = [dist.pmf(i) for i in range(0, 11)]
pv = np.asarray(pv) / np.sum(pv)
chisquare(obs_freqs, pv).pvalue

import matplotlib.pyplot as plt
rvs = rng.rvs(1000)
fig = plt.figure()
ax = fig.add_subplot(111)
x = np.arange(0, n+1)
fx = dist.pmf(x)
fx = fx / fx.sum()
ax.plot(x, fx, 'bo', label='true distribution')
ax.vlines(x, 0, fx, lw=2)
ax.hist(rvs, bins=np.r_[x, n+1]-0.5, density=True, alpha=0.5,
        color='r', label='samples')
ax.set_xlabel('x')
ax.set_ylabel('PMF(x)')
ax.set_title('Discrete Alias Urn Samples')
plt.legend()
plt.show()

rng = DiscreteAliasUrn(pv, urn_factor=2, random_state=urng)
