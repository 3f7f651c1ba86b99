import numpy as np
from scipy.spatial import distance
distance.sqeuclidean([1, 0, 0], [0, 1, 0])
distance.sqeuclidean([1, 1, 0], [0, 1, 0])
