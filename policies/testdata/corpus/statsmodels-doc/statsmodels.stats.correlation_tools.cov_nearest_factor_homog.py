import numpy as np
import statsmodels.api as sm
import numpy as np
np.random.seed(1234)
b = 1.5 - np.random.rand(10, 1)
x = np.random.randn(100,1).dot(b.T) + np.random.randn(100,10)
cov = np.cov(x)
cov = cov * (np.abs(cov) >= 0.3)
rslt = cov_nearest_factor_homog(cov, 3)
