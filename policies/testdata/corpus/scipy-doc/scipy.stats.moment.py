import numpy as np
from scipy.stats import moment
moment([1, 2, 3, 4, 5], moment=1)
moment([1, 2, 3, 4, 5], moment=2)
