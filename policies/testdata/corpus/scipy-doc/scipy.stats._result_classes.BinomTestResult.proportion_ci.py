import numpy as np
from scipy.stats import binomtest
result = binomtest(k=7, n=50, p=0.1)
result.statistic
result.proportion_ci()
