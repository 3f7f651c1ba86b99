import numpy as np
from scipy.stats import gmean
gmean([1, 4])
gmean([1, 2, 3, 4, 5, 6, 7])
gmean([1, 4, 7], weights=[3, 1, 3])
