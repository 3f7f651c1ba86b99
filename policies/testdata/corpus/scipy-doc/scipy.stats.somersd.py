import numpy as np
from scipy.stats import somersd
table = [[27, 25, 14, 7, 0], [7, 14, 18, 35, 12], [1, 3, 2, 7, 17]]
res = somersd(table)
res.statistic
res.pvalue
