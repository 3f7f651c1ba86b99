import numpy as np
from scipy.stats import skew
skew([1, 2, 3, 4, 5])
skew([2, 8, 0, 4, 1, 9, 9, 0])
