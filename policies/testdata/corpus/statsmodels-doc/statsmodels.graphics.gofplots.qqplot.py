import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
from matplotlib import pyplot as plt
data = sm.datasets.longley.load()
exog = sm.add_constant(data.exog)
mod_fit = sm.OLS(data.endog, exog).fit()
res = mod_fit.resid # residuals
fig = sm.qqplot(res)
plt.show()

import scipy.stats as stats
fig = sm.qqplot(res, stats.t, distargs=(4,))
plt.show()

fig = sm.qqplot(res, stats.t, distargs=(4,), loc=3, scale=10)
plt.show()

fig = sm.qqplot(res, stats.t, fit=True, line="45")
plt.show()
