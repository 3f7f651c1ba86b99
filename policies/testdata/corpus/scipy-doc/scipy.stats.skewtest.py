import numpy as np
from scipy.stats import skewtest
skewtest([1, 2, 3, 4, 5, 6, 7, 8])
skewtest([2, 8, 0, 4, 1, 9, 9, 0])
skewtest([1, 2, 3, 4, 5, 6, 7, 8000])
skewtest([100, 100, 100, 100, 100, 100, 100, 101])
skewtest([1, 2, 3, 4, 5, 6, 7, 8], alternative='less')
skewtest([1, 2, 3, 4, 5, 6, 7, 8], alternative='greater')
