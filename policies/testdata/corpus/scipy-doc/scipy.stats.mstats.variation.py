import numpy as np
from scipy.stats.mstats import variation
a = np.array([2,8,4])
variation(a)
b = np.array([2,8,3,4])
c = np.ma.masked_array(b, mask=[0,0,1,0])
variation(c)
