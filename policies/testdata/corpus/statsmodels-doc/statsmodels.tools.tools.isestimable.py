import numpy as np
import statsmodels.api as sm
d = np.array([[1, 1, 1, 0, 0, 0],
              [0, 0, 0, 1, 1, 1],
              [1, 1, 1, 1, 1, 1]]).T
isestimable([1, 0, 0], d)
isestimable([1, -1, 0], d)
