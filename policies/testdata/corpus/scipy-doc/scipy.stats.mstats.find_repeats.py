import numpy as np
from scipy.stats import mstats
mstats.find_repeats([2, 1, 2, 3, 2, 2, 5])

mstats.find_repeats([[10, 20, 1, 2], [5, 5, 4, 4]])
