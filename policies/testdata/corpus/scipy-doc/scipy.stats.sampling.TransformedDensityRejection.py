import numpy as np
from scipy.stats.sampling import TransformedDensityRejection
import numpy as np

urng = np.random.default_rng()
class MyDist:
    def pdf(self, x):
        return 1-x*x
    def dpdf(self, x):
        return -2*x

dist = MyDist()
rng = TransformedDensityRejection(dist, domain=(-1, 1),
                                  random_state=urng)

class MyDist:
    def pdf(self, x):
        return 1-x*x
    def dpdf(self, x):
        return -2*x
    def support(self):
        return (-1, 1)

dist = MyDist()
rng = TransformedDensityRejection(dist, random_state=urng)

rvs = rng.rvs(1000)

import matplotlib.pyplot as plt
x = np.linspace(-1, 1, 1000)
fx = 3/4 * dist.pdf(x)  # 3/4 is the normalizing constant
plt.plot(x, fx, 'r-', lw=2, label='true distribution')
plt.hist(rvs, bins=20, density=True, alpha=0.8, label='random variates')
plt.xlabel('x')
plt.ylabel('PDF(x)')
plt.title('Transformed Density Rejection Samples')
plt.legend()
plt.show()
