import numpy as np
import matplotlib.pyplot as plt
from scipy import stats
rng = np.random.default_rng()
a = np.array([2, 4, 1, 2, 3, 2])
res = stats.relfreq(a, numbins=4)
res.frequency
np.sum(res.frequency)  # relative frequencies should add up to 1

samples = stats.norm.rvs(size=1000, random_state=rng)

res = stats.relfreq(samples, numbins=25)

x = res.lowerlimit + np.linspace(0, res.binsize*res.frequency.size,
                                 res.frequency.size)

fig = plt.figure(figsize=(5, 4))
ax = fig.add_subplot(1, 1, 1)
ax.bar(x, res.frequency, width=res.binsize)
ax.set_title('Relative frequency histogram')
ax.set_xlim([x.min(), x.max()])

plt.show()
