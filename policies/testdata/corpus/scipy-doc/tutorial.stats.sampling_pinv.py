from scipy.stats.sampling import NumericalInversePolynomial
class StandardNormal:
    def pdf(self, x):
        return np.exp(-0.5 * x*x)

dist = StandardNormal()
urng = np.random.default_rng()
rng = NumericalInversePolynomial(dist, random_state=urng)

rng.rvs((5, 3))

import matplotlib.pyplot as plt
from scipy.stats import norm
from scipy.stats.sampling import NumericalInversePolynomial
class StandardNormal:
    def pdf(self, x):
        return np.exp(-0.5 * x*x)

dist = StandardNormal()
urng = np.random.default_rng()
rng = NumericalInversePolynomial(dist, random_state=urng)
rvs = rng.rvs(10000)
x = np.linspace(rvs.min()-0.1, rvs.max()+0.1, num=10000)
fx = norm.pdf(x)
plt.plot(x, fx, "r-", label="pdf")
plt.hist(rvs, bins=50, density=True, alpha=0.8, label="rvs")
plt.xlabel("x")
plt.ylabel("PDF(x)")
plt.title("Samples drawn using PINV method.")
plt.legend()
plt.show()

rng = NumericalInversePolynomial(dist, u_resolution=1e-12,
                                 random_state=urng)

from scipy.stats.sampling import NumericalInversePolynomial
class StandardNormal:
    def __init__(self):
        self.callbacks = 0
    def pdf(self, x):
        self.callbacks += 1
        return np.exp(-0.5 * x*x)

dist = StandardNormal()
urng = np.random.default_rng()
# u_resolution = 10^-8
# => less PDF evaluations required
# => faster setup
rng = NumericalInversePolynomial(dist, u_resolution=1e-8,
                                 random_state=urng)
dist.callbacks
dist.callbacks = 0  # reset the number of callbacks
# u_resolution = 10^-10 (default)
# => more PDF evaluations required
# => slow setup
rng = NumericalInversePolynomial(dist, u_resolution=1e-10,
                                 random_state=urng)
dist.callbacks
dist.callbacks = 0  # reset the number of callbacks
# u_resolution = 10^-12
# => lots of PDF evaluations required
# => very slow setup
rng = NumericalInversePolynomial(dist, u_resolution=1e-12,
                                 random_state=urng)

from scipy.stats.sampling import NumericalInverseHermite
# NumericalInverseHermite accepts a `tol` parameter to set the
# u-resolution of the generator.
rng_hermite = NumericalInverseHermite(norm(), tol=1e-12)
rng_hermite.intervals
rng_poly = NumericalInversePolynomial(norm(), u_resolution=1e-12)
rng_poly.intervals

from scipy.special import ndtr
class StandardNormal:
    def pdf(self, x):
        return np.exp(-0.5 * x*x)
    def cdf(self, x):
        return ndtr(x)

dist = StandardNormal()
urng = np.random.default_rng()
rng = NumericalInversePolynomial(dist, random_state=urng)
rng.u_error(sample_size=100_000)

rng.ppf(0.975)
norm.ppf(0.975)

u = np.linspace(0.001, 0.999, num=1_000_000)
u_errors = np.abs(u - dist.cdf(rng.ppf(u)))
u_errors.max()
u_errors.mean()

rng.cdf(1.959963984540054)
norm.cdf(1.959963984540054)

x = np.linspace(-10, 10, num=100_000)
x_error = np.abs(dist.cdf(x) - rng.cdf(x))
x_error.max()
I0 = np.sqrt(2*np.pi)
max_integration_error = 0.05 * I0 * 1e-10
x_error.max() <= max_integration_error
