import numpy as np
import statsmodels.api as sm
from statsmodels.regression.rolling import RollingOLS
from statsmodels.datasets import longley
data = longley.load()
exog = add_constant(data.exog, prepend=False)
mod = RollingOLS(data.endog, exog)
rolling_res = mod.fit(reset=50)

rolling_params = mod.fit(params_only=True)

mod = RollingOLS(data.endog, exog, window=60, min_nobs=12,
expanding=True)
rolling_res = mod.fit()
