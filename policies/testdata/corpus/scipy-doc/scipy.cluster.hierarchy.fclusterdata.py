import numpy as np
from scipy.cluster.hierarchy import fclusterdata

X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]

fclusterdata(X, t=1)
