import numpy as np
from scipy.optimize import rosen_hess
X = 0.1 * np.arange(4)
rosen_hess(X)
