import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
from statsmodels.tsa.ar_model import AutoReg
data = sm.datasets.sunspots.load_pandas().data['SUNACTIVITY']
out = 'AIC: {0:0.3f}, HQIC: {1:0.3f}, BIC: {2:0.3f}'

res = AutoReg(data, lags = [1, 11, 12]).fit()
print(out.format(res.aic, res.hqic, res.bic))

res = AutoReg(data, lags=1, seasonal=True, period=11).fit()
print(out.format(res.aic, res.hqic, res.bic))

res = AutoReg(data, lags=[1, 11, 12], seasonal=True, period=11).fit()
print(out.format(res.aic, res.hqic, res.bic))
