import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
data = sm.datasets.macrodata.load_pandas()
rgdpg = data.data['realgdp'].pct_change().dropna()
acov = sm.tsa.acovf(rgdpg)
nobs = activity.shape[0]
theta, sigma2  = innovations_algo(acov[:4], nobs=nobs)
