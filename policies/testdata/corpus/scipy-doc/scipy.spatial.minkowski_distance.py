import numpy as np
from scipy.spatial import minkowski_distance
minkowski_distance([[0, 0], [0, 0]], [[1, 1], [0, 1]])
