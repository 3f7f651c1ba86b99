import numpy as np
import statsmodels.api as sm
print(mvstdnormcdf([-np.inf,-np.inf], [0.0,np.inf], 0.5))
corr = [[1.0, 0, 0.5],[0,1,0],[0.5,0,1]]
print(mvstdnormcdf([-np.inf,-np.inf,-100.0], [0.0,0.0,0.0], corr, abseps=1e-6))
print(mvstdnormcdf([-np.inf,-np.inf,-100.0],[0.0,0.0,0.0],corr, abseps=1e-8))
print(mvstdnormcdf([-np.inf,-np.inf,-100.0],[0.0,0.0,0.0], corr,                             maxpts=100000, abseps=1e-8))
