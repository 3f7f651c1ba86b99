import numpy as np
from scipy import stats

stats.binom_test(3, n=15, p=0.1, alternative='greater')
