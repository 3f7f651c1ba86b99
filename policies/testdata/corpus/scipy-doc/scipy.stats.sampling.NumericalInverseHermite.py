import numpy as np
from scipy.stats.sampling import NumericalInverseHermite
from scipy.stats import norm, genexpon
from scipy.special import ndtr
import numpy as np

class StandardNormal:
    def pdf(self, x):
       return 1/np.sqrt(2*np.pi) * np.exp(-x**2 / 2)
    def cdf(self, x):
       return ndtr(x)

dist = StandardNormal()
urng = np.random.default_rng()
rng = NumericalInverseHermite(dist, random_state=urng)

rng = NumericalInverseHermite(dist)
p = np.linspace(0.01, 0.99, 99) # percentiles from 1% to 99%
np.allclose(rng.ppf(p), norm.ppf(p))

dist = genexpon(9, 16, 3)
rng = NumericalInverseHermite(dist)
# `seed` ensures identical random streams are used by each `rvs` method
seed = 500072020
rvs1 = dist.rvs(size=100, random_state=np.random.default_rng(seed))
rvs2 = rng.rvs(size=100, random_state=np.random.default_rng(seed))
np.allclose(rvs1, rvs2)

import matplotlib.pyplot as plt
dist = StandardNormal()
rng = NumericalInverseHermite(dist)
rvs = rng.rvs(10000)
x = np.linspace(rvs.min()-0.1, rvs.max()+0.1, 1000)
fx = norm.pdf(x)
plt.plot(x, fx, 'r-', lw=2, label='true distribution')
plt.hist(rvs, bins=20, density=True, alpha=0.8, label='random variates')
plt.xlabel('x')
plt.ylabel('PDF(x)')
plt.title('Numerical Inverse Hermite Samples')
plt.legend()
plt.show()

class StandardNormal:
    def pdf(self, x):
       return 1/np.sqrt(2*np.pi) * np.exp(-x**2 / 2)
    def dpdf(self, x):
       return -1/np.sqrt(2*np.pi) * x * np.exp(-x**2 / 2)
    def cdf(self, x):
       return ndtr(x)

dist = StandardNormal()
urng = np.random.default_rng()
rng = NumericalInverseHermite(dist, order=5, random_state=urng)

rng3 = NumericalInverseHermite(dist, order=3)
rng5 = NumericalInverseHermite(dist, order=5)
rng3.intervals, rng5.intervals

rng1 = NumericalInverseHermite(dist, u_resolution=1e-10)
rng1.u_error(sample_size=1000000)  # uses one million samples

rng2 = NumericalInverseHermite(dist, u_resolution=1e-13)
rng2.u_error(sample_size=1000000)

rng1.intervals
rng2.intervals
from timeit import timeit
f = lambda: NumericalInverseHermite(dist, u_resolution=1e-10)
timeit(f, number=1)
f = lambda: NumericalInverseHermite(dist, u_resolution=1e-13)
timeit(f, number=1)

import matplotlib.pyplot as plt
u = np.linspace(0.01, 0.99, 1000)
approxppf = rng.ppf(u)
exactppf = norm.ppf(u)
error = np.abs(exactppf - approxppf)
plt.plot(u, error)
plt.xlabel('u')
plt.ylabel('error')
plt.title('Error between exact and approximated PPF (x-error)')
plt.show()
