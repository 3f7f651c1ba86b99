import numpy as np
import scipy.stats
import numpy as np
data = scipy.stats.norm.rvs(size=100000, loc=0, scale=1.5, random_state=123)
hist = np.histogram(data, bins=100)
hist_dist = scipy.stats.rv_histogram(hist, density=False)

hist_dist.pdf(1.0)
hist_dist.cdf(2.0)

hist_dist.pdf(np.max(data))
hist_dist.cdf(np.max(data))
hist_dist.pdf(np.min(data))
hist_dist.cdf(np.min(data))

import matplotlib.pyplot as plt
X = np.linspace(-5.0, 5.0, 100)
fig, ax = plt.subplots()
ax.set_title("PDF from Template")
ax.hist(data, density=True, bins=100)
ax.plot(X, hist_dist.pdf(X), label='PDF')
ax.plot(X, hist_dist.cdf(X), label='CDF')
ax.legend()
fig.show()
