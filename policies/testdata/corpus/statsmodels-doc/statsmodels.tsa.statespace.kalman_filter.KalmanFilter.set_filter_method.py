import numpy as np
import statsmodels.api as sm
mod = sm.tsa.statespace.SARIMAX(range(10))
mod.ssm.filter_method
mod.ssm.filter_conventional
mod.ssm.filter_univariate = True
mod.ssm.filter_method
mod.ssm.set_filter_method(filter_univariate=False,
                          filter_collapsed=True)
mod.ssm.filter_method
mod.ssm.set_filter_method(filter_method=1)
mod.ssm.filter_conventional
mod.ssm.filter_univariate
mod.ssm.filter_collapsed
mod.ssm.filter_univariate = True
mod.ssm.filter_method
