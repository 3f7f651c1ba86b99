import numpy as np
from scipy.stats import expectile
a = [1, 4, 2, -1]
expectile(a, alpha=0.5) == np.mean(a)
expectile(a, alpha=0.2)
expectile(a, alpha=0.8)
weights = [1, 3, 1, 1]
