import numpy as np
from scipy.optimize import rosen_hess_prod
X = 0.1 * np.arange(9)
p = 0.5 * np.arange(9)
rosen_hess_prod(X, p)
