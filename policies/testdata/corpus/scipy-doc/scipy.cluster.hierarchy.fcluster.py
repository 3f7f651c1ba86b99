import numpy as np
from scipy.cluster.hierarchy import ward, fcluster
from scipy.spatial.distance import pdist

X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]

Z = ward(pdist(X))

Z

fcluster(Z, t=0.9, criterion='distance')

fcluster(Z, t=1.1, criterion='distance')

fcluster(Z, t=3, criterion='distance')

fcluster(Z, t=9, criterion='distance')
