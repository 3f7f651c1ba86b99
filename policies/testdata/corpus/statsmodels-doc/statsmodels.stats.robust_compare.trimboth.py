import numpy as np
import statsmodels.api as sm
from scipy import stats
a = np.arange(20)
b = stats.trimboth(a, 0.1)
b.shape
