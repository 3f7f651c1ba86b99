import numpy as np
from scipy.stats import binomtest

result = binomtest(3, n=15, p=0.1, alternative='greater')
result.pvalue

result.statistic

result.proportion_ci(confidence_level=0.95)
