import numpy as np
from scipy.stats.mstats import winsorize

a = np.array([10, 4, 9, 8, 5, 3, 7, 2, 1, 6])

winsorize(a, limits=[0.1, 0.2])
