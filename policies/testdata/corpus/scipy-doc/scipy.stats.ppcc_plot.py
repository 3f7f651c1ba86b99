import numpy as np
from scipy import stats
import matplotlib.pyplot as plt
rng = np.random.default_rng()
c = 2.5
x = stats.weibull_min.rvs(c, scale=4, size=2000, random_state=rng)

fig1, ax = plt.subplots(figsize=(9, 4))
ax.hist(x, bins=50)
ax.set_title('Histogram of x')
plt.show()

fig2 = plt.figure(figsize=(12, 4))
ax1 = fig2.add_subplot(1, 3, 1)
ax2 = fig2.add_subplot(1, 3, 2)
ax3 = fig2.add_subplot(1, 3, 3)
res = stats.probplot(x, plot=ax1)
res = stats.boxcox_normplot(x, -4, 4, plot=ax2)
res = stats.ppcc_plot(x, c/2, 2*c, dist='weibull_min', plot=ax3)
ax3.axvline(c, color='r')
plt.show()
