import numpy as np
a = np.array([[3, 0, 3, 7],
              [3, 2, 6, 2],
              [1, 7, 2, 8],
              [3, 0, 6, 1],
              [3, 2, 5, 5]])
from scipy import stats
stats.mode(a, keepdims=True)

stats.mode(a, axis=None, keepdims=True)
stats.mode(a, axis=None, keepdims=False)
