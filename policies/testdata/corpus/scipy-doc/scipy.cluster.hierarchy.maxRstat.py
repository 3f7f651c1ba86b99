import numpy as np
from scipy.cluster.hierarchy import median, inconsistent, maxRstat
from scipy.spatial.distance import pdist

X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]

Z = median(pdist(X))
R = inconsistent(Z)
R

maxRstat(Z, R, 0)
maxRstat(Z, R, 1)
maxRstat(Z, R, 3)
