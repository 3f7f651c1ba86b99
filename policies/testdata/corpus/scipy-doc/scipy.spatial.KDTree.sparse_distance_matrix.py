import numpy as np
from scipy.spatial import KDTree
rng = np.random.default_rng()
points1 = rng.random((5, 2))
points2 = rng.random((5, 2))
kd_tree1 = KDTree(points1)
kd_tree2 = KDTree(points2)
sdm = kd_tree1.sparse_distance_matrix(kd_tree2, 0.3)
sdm.toarray()

from scipy.spatial import distance_matrix
distance_matrix(points1, points2)
