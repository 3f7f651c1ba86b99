import numpy as np
from scipy.cluster.hierarchy import median, ward, is_monotonic
from scipy.spatial.distance import pdist

X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]

Z = ward(pdist(X))
Z
is_monotonic(Z)

Z = median(pdist(X))
Z
is_monotonic(Z)
