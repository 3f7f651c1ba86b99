import numpy as np
from scipy.stats import special_ortho_group
x = special_ortho_group.rvs(3)

np.dot(x, x.T)

import scipy.linalg
scipy.linalg.det(x)

rv = special_ortho_group(5)
# Frozen object with the same methods but holding the
# dimension parameter fixed.
