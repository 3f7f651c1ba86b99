import numpy as np
from scipy.stats.sampling import NumericalInversePolynomial
from scipy.stats import norm
import numpy as np

class StandardNormal:
   def pdf(self, x):
       return np.exp(-0.5 * x*x)

dist = StandardNormal()
urng = np.random.default_rng()
rng = NumericalInversePolynomial(dist, random_state=urng)

rng.rvs()

import matplotlib.pyplot as plt
rvs = rng.rvs(10000)
x = np.linspace(rvs.min()-0.1, rvs.max()+0.1, 1000)
fx = norm.pdf(x)
plt.plot(x, fx, 'r-', lw=2, label='true distribution')
plt.hist(rvs, bins=20, density=True, alpha=0.8, label='random variates')
plt.xlabel('x')
plt.ylabel('PDF(x)')
plt.title('Numerical Inverse Polynomial Samples')
plt.legend()
plt.show()

from scipy.special import ndtr
class StandardNormal:
   def pdf(self, x):
       return np.exp(-0.5 * x*x)
   def cdf(self, x):
       return ndtr(x)

dist = StandardNormal()
urng = np.random.default_rng()
rng = NumericalInversePolynomial(dist, random_state=urng)

rng.u_error(sample_size=1000000)  # uses one million samples

urng = np.random.default_rng()
rng = NumericalInversePolynomial(dist, u_resolution=1.e-12, random_state=urng)
rng.u_error(sample_size=1000000)

rng.ppf(0.975)
norm.ppf(0.975)

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
