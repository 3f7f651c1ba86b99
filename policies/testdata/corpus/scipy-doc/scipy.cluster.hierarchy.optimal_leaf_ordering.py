import numpy as np
from scipy.cluster import hierarchy
rng = np.random.default_rng()
X = rng.standard_normal((10, 10))
Z = hierarchy.ward(X)
hierarchy.leaves_list(Z)
hierarchy.leaves_list(hierarchy.optimal_leaf_ordering(Z, X))
