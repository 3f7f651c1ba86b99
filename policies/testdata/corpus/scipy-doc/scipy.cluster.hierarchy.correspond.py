import numpy as np
from scipy.cluster.hierarchy import ward, correspond
from scipy.spatial.distance import pdist

X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]
X_condensed = pdist(X)
Z = ward(X_condensed)

correspond(Z, X_condensed)
