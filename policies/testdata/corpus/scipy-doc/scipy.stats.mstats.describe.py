import numpy as np
from scipy.stats.mstats import describe
ma = np.ma.array(range(6), mask=[0, 0, 0, 1, 1, 1])
describe(ma)
