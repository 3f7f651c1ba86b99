import numpy as np
from scipy.stats import iqr
x = np.array([[10, 7, 4], [3, 2, 1]])
x
iqr(x)
iqr(x, axis=0)
iqr(x, axis=1)
iqr(x, axis=1, keepdims=True)
