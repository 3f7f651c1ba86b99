from scipy.stats.sampling import TransformedDensityRejection
from scipy.stats import norm

class StandardNormal:
    def pdf(self, x):
        # note that the normalization constant is not required
        return np.exp(-0.5 * x*x)
    def dpdf(self, x):
        return -x * np.exp(-0.5 * x*x)

dist = StandardNormal()

urng = np.random.default_rng()
rng = TransformedDensityRejection(dist, random_state=urng)
rng.rvs()

rng.ppf_hat(0.5)
norm.ppf(0.5)
u = np.linspace(0, 1, num=10)
rng.ppf_hat(u)
norm.ppf(u)

rng.squeeze_hat_ratio
rng.hat_area
rng.squeeze_area
rng.squeeze_hat_ratio == rng.squeeze_area / rng.hat_area

urng = np.random.default_rng()
rng = TransformedDensityRejection(dist, domain=[0, 1], random_state=urng)
rng.rvs(10)

class StandardNormal:
    def pdf(self, x):
        return np.exp(-0.5 * x*x)
    def dpdf(self, x):
        return -x * np.exp(-0.5 * x*x)
    def support(self):
        return -np.inf, np.inf

dist = StandardNormal()

urng = np.random.default_rng()
rng = TransformedDensityRejection(dist, random_state=urng)
rng.rvs(10)

dist = StandardNormal()
rng = TransformedDensityRejection(dist, max_squeeze_hat_ratio=0.999,
                                  random_state=urng)
rng.squeeze_hat_ratio

from copy import copy
class StandardNormal:
    def __init__(self):
        self.callbacks = 0
    def pdf(self, x):
        self.callbacks += 1
        return np.exp(-0.5 * x*x)
    def dpdf(self, x):
        return -x * np.exp(-0.5 * x*x)

dist1 = StandardNormal()
urng1 = np.random.default_rng()
urng2 = copy(urng1)
rng1 = TransformedDensityRejection(dist1, random_state=urng1)
dist1.callbacks  # evaluations during setup
dist1.callbacks = 0  # don't consider evaluations during setup
rvs = rng1.rvs(100000)
dist1.callbacks  # evaluations during sampling
dist2 = StandardNormal()
# use the same stream of uniform random numbers
rng2 = TransformedDensityRejection(dist2, max_squeeze_hat_ratio=0.999,
                                   random_state=urng2)
dist2.callbacks  # evaluations during setup
dist2.callbacks = 0  # don't consider evaluations during setup
rvs = rng2.rvs(100000)
dist2.callbacks  # evaluations during sampling

abs(norm.ppf(0.975) - rng1.ppf_hat(0.975))
abs(norm.ppf(0.975) - rng2.ppf_hat(0.975))

# mode = 0 for our distribution
# if exact mode is not available, pass 'center' parameter instead
rng = TransformedDensityRejection(dist, mode=0.)

rng = TransformedDensityRejection(dist,
                                  construction_points=[-5, 0, 5])
