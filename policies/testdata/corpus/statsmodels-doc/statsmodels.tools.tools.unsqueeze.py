import numpy as np
import statsmodels.api as sm
from numpy import mean
from numpy.random import standard_normal
x = standard_normal((3,4,5))
m = mean(x, axis=1)
m.shape
m = unsqueeze(m, 1, x.shape)
m.shape
