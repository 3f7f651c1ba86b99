import numpy as np
from scipy.stats import unitary_group
x = unitary_group.rvs(3)

np.dot(x, x.conj().T)

rv = unitary_group(5)
