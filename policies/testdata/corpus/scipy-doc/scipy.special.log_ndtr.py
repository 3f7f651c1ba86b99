import numpy as np
from scipy.special import log_ndtr, ndtr

x = np.array([6, 7, 9, 12, 15, 25])
log_ndtr(x)

np.log(ndtr(x))
