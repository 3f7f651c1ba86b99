import numpy as np
from scipy import stats
a = np.array([0, 0, 0, 1, 1, 1, 1])
b = np.arange(7)
stats.pointbiserialr(a, b)
stats.pearsonr(a, b)
np.corrcoef(a, b)
