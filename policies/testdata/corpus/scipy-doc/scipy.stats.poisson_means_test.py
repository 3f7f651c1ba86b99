import numpy as np
import scipy.stats as stats
res = stats.poisson_means_test(0, 100, 3, 100)
res.statistic, res.pvalue
