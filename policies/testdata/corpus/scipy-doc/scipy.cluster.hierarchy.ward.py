import numpy as np
from scipy.cluster.hierarchy import ward, fcluster
from scipy.spatial.distance import pdist

X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]

y = pdist(X)

Z = ward(y)
Z

fcluster(Z, 0.9, criterion='distance')
fcluster(Z, 1.1, criterion='distance')
fcluster(Z, 3, criterion='distance')
fcluster(Z, 9, criterion='distance')
