import numpy as np
import statsmodels.api as sm
import numpy as np
from statsmodels.stats.correlation_tools import corr_nearest_factor
np.random.seed(1234)
b = 1.5 - np.random.rand(10, 1)
x = np.random.randn(100,1).dot(b.T) + np.random.randn(100,10)
corr = np.corrcoef(x.T)
corr = corr * (np.abs(corr) >= 0.3)
rslt = corr_nearest_factor(corr, 3)
