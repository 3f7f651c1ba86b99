import numpy as np
from scipy.stats import hmean
hmean([1, 4])
hmean([1, 2, 3, 4, 5, 6, 7])
hmean([1, 4, 7], weights=[3, 1, 3])
