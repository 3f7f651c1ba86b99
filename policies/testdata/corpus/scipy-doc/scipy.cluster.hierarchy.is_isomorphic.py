import numpy as np
from scipy.cluster.hierarchy import fcluster, is_isomorphic
from scipy.cluster.hierarchy import single, complete
from scipy.spatial.distance import pdist

X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]

Z = single(pdist(X))
T = fcluster(Z, 1, criterion='distance')
T

Z = complete(pdist(X))
T_ = fcluster(Z, 1.5, criterion='distance')
T_

is_isomorphic(T, T_)
