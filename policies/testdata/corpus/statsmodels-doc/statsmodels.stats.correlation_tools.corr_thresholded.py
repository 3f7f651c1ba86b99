import numpy as np
import statsmodels.api as sm
import numpy as np
np.random.seed(1234)
b = 1.5 - np.random.rand(10, 1)
x = np.random.randn(100,1).dot(b.T) + np.random.randn(100,10)
cmat = corr_thresholded(x, 0.3)
