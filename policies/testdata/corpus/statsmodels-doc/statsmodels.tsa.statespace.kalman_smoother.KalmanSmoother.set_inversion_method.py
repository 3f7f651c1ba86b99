import numpy as np
import statsmodels.api as sm
mod = sm.tsa.statespace.SARIMAX(range(10))
mod.ssm.inversion_method
mod.ssm.solve_cholesky
mod.ssm.invert_univariate
mod.ssm.invert_lu
mod.ssm.invert_univariate = False
mod.ssm.inversion_method
mod.ssm.set_inversion_method(solve_cholesky=False,
                             invert_cholesky=True)
mod.ssm.inversion_method
