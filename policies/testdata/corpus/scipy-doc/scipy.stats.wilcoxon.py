import numpy as np
d = [6, 8, 14, 16, 23, 24, 28, 29, 41, -48, 49, 56, 60, -67, 75]

from scipy.stats import wilcoxon
res = wilcoxon(d)
res.statistic, res.pvalue

res = wilcoxon(d, alternative='greater')
res.statistic, res.pvalue

res = wilcoxon(d, method='approx')
res.statistic, res.pvalue
