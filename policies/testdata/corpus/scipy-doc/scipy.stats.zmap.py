import numpy as np
from scipy.stats import zmap
a = [0.5, 2.0, 2.5, 3]
b = [0, 1, 2, 3, 4]
zmap(a, b)
