import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
from statsmodels.datasets.sunspots import load
data = load()
rho, sigma2 = sm.regression.linear_model.burg(data.endog, order=4)

rho
sigma2
