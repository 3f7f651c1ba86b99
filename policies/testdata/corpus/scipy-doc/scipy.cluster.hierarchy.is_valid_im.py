import numpy as np
from scipy.cluster.hierarchy import ward, inconsistent, is_valid_im
from scipy.spatial.distance import pdist

X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]

Z = ward(pdist(X))
R = inconsistent(Z)
Z
R

is_valid_im(R)

R[-1,1] = R[-1,1] * -1
is_valid_im(R)
