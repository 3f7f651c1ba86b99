import numpy as np
import statsmodels.api as sm
np.random.seed(12345)
x = np.random.randn(8)
x
maxzero(x)

np.random.seed(0)
x = np.random.randn(8)
x
maxzero(x)
