import numpy as np
from scipy.cluster.hierarchy import ward, fcluster, leaders
from scipy.spatial.distance import pdist

X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]

Z = ward(pdist(X))
Z

T = fcluster(Z, 3, criterion='distance')
T

L, M = leaders(Z, T)
L

M
