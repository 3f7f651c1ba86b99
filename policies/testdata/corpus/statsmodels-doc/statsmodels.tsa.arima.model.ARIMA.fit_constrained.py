import numpy as np
import statsmodels.api as sm
mod = sm.tsa.SARIMAX(endog, order=(1, 0, 1))
res = mod.fit_constrained({'ar.L1': 0.5})
