import numpy as np
from scipy import stats
import matplotlib.pyplot as plt
rng = np.random.default_rng()
c = 2.5
x = stats.weibull_min.rvs(c, scale=4, size=2000, random_state=rng)

fig, ax = plt.subplots(figsize=(8, 6))
res = stats.ppcc_plot(x, c/2, 2*c, dist='weibull_min', plot=ax)

cmax = stats.ppcc_max(x, brack=(c/2, 2*c), dist='weibull_min')
ax.axvline(cmax, color='r')
plt.show()
