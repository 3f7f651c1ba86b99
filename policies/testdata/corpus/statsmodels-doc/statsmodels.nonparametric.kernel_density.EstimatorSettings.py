import numpy as np
import statsmodels.api as sm
settings = EstimatorSettings(randomize=True, n_jobs=3)
k_dens = KDEMultivariate(data, var_type, defaults=settings)
