import numpy as np
from scipy.stats import uniform_direction
x = uniform_direction.rvs(3)
np.linalg.norm(x)

rng = np.random.default_rng()
uniform_sphere_dist = uniform_direction(3)
unit_vectors = uniform_sphere_dist.rvs(5, random_state=rng)
unit_vectors
