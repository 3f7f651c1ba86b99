import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
from statsmodels.datasets.sunspots import load
data = load()
rho, sigma = sm.regression.yule_walker(data.endog, order=4,
                                       method="mle")

rho
sigma
