import numpy as np
from scipy.stats import ortho_group
x = ortho_group.rvs(3)

np.dot(x, x.T)

import scipy.linalg
np.fabs(scipy.linalg.det(x))

rv = ortho_group(5)
# Frozen object with the same methods but holding the
# dimension parameter fixed.
