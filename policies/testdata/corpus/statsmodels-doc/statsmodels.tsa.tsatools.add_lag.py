import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
data = sm.datasets.macrodata.load()
data = data.data[['year','quarter','realgdp','cpi']]
data = sm.tsa.add_lag(data, 'realgdp', lags=2)
