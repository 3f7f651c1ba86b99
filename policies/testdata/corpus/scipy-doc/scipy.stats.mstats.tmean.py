import numpy as np
from scipy.stats import mstats
a = np.array([[6, 8, 3, 0],
              [3, 9, 1, 2],
              [8, 7, 8, 2],
              [5, 6, 0, 2],
              [4, 5, 5, 2]])


mstats.tmean(a, (2,5))
mstats.tmean(a, (2,5), axis=0)
