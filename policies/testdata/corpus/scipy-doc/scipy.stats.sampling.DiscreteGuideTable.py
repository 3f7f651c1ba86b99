import numpy as np
from scipy.stats.sampling import DiscreteGuideTable
import numpy as np

pv = [0.1, 0.3, 0.6]
urng = np.random.default_rng()
rng = DiscreteGuideTable(pv, random_state=urng)

rvs = rng.rvs(size=1000)

from scipy.stats import chisquare
_, freqs = np.unique(rvs, return_counts=True)
freqs = freqs / np.sum(freqs)
freqs
chisquare(freqs, pv).pvalue

urng = np.random.default_rng()
from scipy.stats import binom
n, p = 10, 0.2
dist = binom(n, p)
rng = DiscreteGuideTable(dist, random_state=urng)

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
ax.set_title('Discrete Guide Table Samples')
plt.legend()
plt.show()

rng = DiscreteGuideTable(pv, guide_factor=1, random_state=urng)

n, p = 4, 0.1
dist = binom(n, p)
rng = DiscreteGuideTable(dist, random_state=42)
rng.ppf(0.5)
