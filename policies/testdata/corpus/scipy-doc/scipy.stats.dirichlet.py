import numpy as np
from scipy.stats import dirichlet

quantiles = np.array([0.2, 0.2, 0.6])  # specify quantiles
alpha = np.array([0.4, 5, 15])  # specify concentration parameters
dirichlet.pdf(quantiles, alpha)

dirichlet.logpdf(quantiles, alpha)

dirichlet.mean(alpha)  # get the mean of the distribution
dirichlet.var(alpha) # get variance
dirichlet.entropy(alpha)  # calculate the differential entropy

dirichlet.rvs(alpha, size=1, random_state=1)
dirichlet.rvs(alpha, size=2, random_state=2)

rv = dirichlet(alpha)
# Frozen object with the same methods but holding the given
# concentration parameters fixed.
