import numpy as np
from scipy.stats.contingency import margins

a = np.arange(12).reshape(2, 6)
a
m0, m1 = margins(a)
m0
m1

b = np.arange(24).reshape(2,3,4)
m0, m1, m2 = margins(b)
m0
m1
m2
