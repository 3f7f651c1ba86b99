import numpy as np
from scipy.cluster.hierarchy import median, maxdists
from scipy.spatial.distance import pdist

X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]

Z = median(pdist(X))
Z
maxdists(Z)
