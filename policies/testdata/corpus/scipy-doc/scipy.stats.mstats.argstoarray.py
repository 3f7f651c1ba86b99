import numpy as np
from scipy.stats.mstats import argstoarray
argstoarray([1, 2, 3], [4, 5, 6])

argstoarray([1, 3], [4, 5, 6])
