import numpy as np
from scipy.optimize import rosen_der
X = 0.1 * np.arange(9)
rosen_der(X)
