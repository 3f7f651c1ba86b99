import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
data = sm.datasets.longley.load()
data.exog = sm.add_constant(data.exog)
results = sm.OLS(data.endog, data.exog).fit()
results.conf_int()

results.conf_int(cols=(2,3))
