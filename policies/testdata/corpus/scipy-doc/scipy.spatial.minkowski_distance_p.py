import numpy as np
from scipy.spatial import minkowski_distance_p
minkowski_distance_p([[0, 0], [0, 0]], [[1, 1], [0, 1]])
