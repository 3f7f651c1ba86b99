import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
import matplotlib.pyplot as plt

nobs = 300
np.random.seed(1234)  # Seed random generator
dens = sm.nonparametric.KDEUnivariate(np.random.normal(size=nobs))
dens.fit()
plt.plot(dens.cdf)
plt.show()
