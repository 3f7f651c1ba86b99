import numpy as np
from scipy import stats
stats.find_repeats([2, 1, 2, 3, 2, 2, 5])

stats.find_repeats([[10, 20, 1, 2], [5, 5, 4, 4]])
