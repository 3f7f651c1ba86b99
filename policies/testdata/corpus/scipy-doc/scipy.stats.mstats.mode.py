import numpy as np
from scipy import stats
from scipy.stats import mstats
m_arr = np.ma.array([1, 1, 0, 0, 0, 0], mask=[0, 0, 1, 1, 1, 0])
mstats.mode(m_arr)  # note that most zeros are masked
