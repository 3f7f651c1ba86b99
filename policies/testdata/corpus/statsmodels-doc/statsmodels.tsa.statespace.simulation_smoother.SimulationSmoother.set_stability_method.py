import numpy as np
import statsmodels.api as sm
mod = sm.tsa.statespace.SARIMAX(range(10))
mod.ssm.stability_method
mod.ssm.stability_force_symmetry
mod.ssm.stability_force_symmetry = False
mod.ssm.stability_method
