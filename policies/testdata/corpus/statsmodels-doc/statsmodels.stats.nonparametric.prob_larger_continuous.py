import numpy as np
import statsmodels.api as sm
from scipy import stats
prob_larger_continuous(stats.norm, stats.t(5))
