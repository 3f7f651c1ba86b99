import numpy as np
from scipy.stats import qmc
space = np.array([[1, 3], [2, 6], [3, 2], [4, 5], [5, 1], [6, 4]])
l_bounds = [0.5, 0.5]
u_bounds = [6.5, 6.5]
space = qmc.scale(space, l_bounds, u_bounds, reverse=True)
disc_init = qmc.discrepancy(space[:-1], iterative=True)
disc_init
qmc.update_discrepancy(space[-1], space[:-1], disc_init)
