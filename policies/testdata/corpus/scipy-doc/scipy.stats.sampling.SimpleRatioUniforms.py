import numpy as np
from scipy.stats.sampling import SimpleRatioUniforms
import numpy as np

class StdNorm:
    def pdf(self, x):
        return np.exp(-0.5 * x**2)

urng = np.random.default_rng()
dist = StdNorm()
rng = SimpleRatioUniforms(dist, mode=0,
                          pdf_area=np.sqrt(2*np.pi),
                          random_state=urng)

rvs = rng.rvs(10)

from scipy.stats import norm
rng = SimpleRatioUniforms(dist, mode=0,
                          pdf_area=np.sqrt(2*np.pi),
                          cdf_at_mode=norm.cdf(0),
                          random_state=urng)
rvs = rng.rvs(1000)

import matplotlib.pyplot as plt
x = np.linspace(rvs.min()-0.1, rvs.max()+0.1, 1000)
fx = 1/np.sqrt(2*np.pi) * dist.pdf(x)
fig, ax = plt.subplots()
ax.plot(x, fx, 'r-', lw=2, label='true distribution')
ax.hist(rvs, bins=10, density=True, alpha=0.8, label='random variates')
ax.set_xlabel('x')
ax.set_ylabel('PDF(x)')
ax.set_title('Simple Ratio-of-Uniforms Samples')
ax.legend()
plt.show()
