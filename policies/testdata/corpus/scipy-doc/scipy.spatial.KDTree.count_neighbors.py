import numpy as np
from scipy.spatial import KDTree
rng = np.random.default_rng()
points1 = rng.random((5, 2))
points2 = rng.random((5, 2))
kd_tree1 = KDTree(points1)
kd_tree2 = KDTree(points2)
kd_tree1.count_neighbors(kd_tree2, 0.2)

indexes = kd_tree1.query_ball_tree(kd_tree2, r=0.2)
sum([len(i) for i in indexes])
