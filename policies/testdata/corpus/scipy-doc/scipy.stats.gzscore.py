import numpy as np
from scipy.stats import zscore, gzscore
import matplotlib.pyplot as plt

rng = np.random.default_rng()
mu, sigma = 3., 1.  # mean and standard deviation
x = rng.lognormal(mu, sigma, size=500)

fig, ax = plt.subplots()
ax.hist(x, 50)
plt.show()

fig, ax = plt.subplots()
ax.hist(zscore(x), 50)
plt.show()

fig, ax = plt.subplots()
ax.hist(gzscore(x), 50)
plt.show()
