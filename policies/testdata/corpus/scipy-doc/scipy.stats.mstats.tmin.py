import numpy as np
from scipy.stats import mstats
a = np.array([[6, 8, 3, 0],
              [3, 2, 1, 2],
              [8, 1, 8, 2],
              [5, 3, 0, 2],
              [4, 7, 5, 2]])

mstats.tmin(a, 5)
