import numpy as np
from scipy.cluster.hierarchy import ward, is_valid_linkage
from scipy.spatial.distance import pdist

X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]

Z = ward(pdist(X))
Z
is_valid_linkage(Z)

Z[3][1] = 20    # the cluster number 20 is not defined at this point
is_valid_linkage(Z)
