import numpy as np
from scipy.stats import pmean, hmean, gmean
pmean([1, 4], 1.3)
pmean([1, 2, 3, 4, 5, 6, 7], 1.3)
pmean([1, 4, 7], -2, weights=[3, 1, 3])

pmean([1, 4, 7], -1, weights=[3, 1, 3])
hmean([1, 4, 7], weights=[3, 1, 3])

pmean([1, 4, 7], 0, weights=[3, 1, 3])
gmean([1, 4, 7], weights=[3, 1, 3])
