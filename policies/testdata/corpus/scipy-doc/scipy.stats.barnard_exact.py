import numpy as np
import scipy.stats as stats
res = stats.barnard_exact([[7, 12], [8, 3]], alternative="less")
res.statistic
res.pvalue

_, pvalue = stats.fisher_exact([[7, 12], [8, 3]], alternative="less")
pvalue
