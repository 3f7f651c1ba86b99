import numpy as np
import statsmodels.api as sm
mod = sm.tsa.arima.ARIMA(endog, order=(1, 0, 0))
res = mod.fit()
print(res.summary())
