import numpy as np
from scipy import stats
import matplotlib.pyplot as plt

x = stats.loggamma.rvs(5, size=500) + 5
fig = plt.figure()
ax = fig.add_subplot(111)
prob = stats.boxcox_normplot(x, -20, 20, plot=ax)

_, maxlog = stats.boxcox(x)
ax.axvline(maxlog, color='r')

plt.show()
