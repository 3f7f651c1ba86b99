import numpy as np
from scipy.spatial import distance
distance.minkowski([1, 0, 0], [0, 1, 0], 1)
distance.minkowski([1, 0, 0], [0, 1, 0], 2)
distance.minkowski([1, 0, 0], [0, 1, 0], 3)
distance.minkowski([1, 1, 0], [0, 1, 0], 1)
distance.minkowski([1, 1, 0], [0, 1, 0], 2)
distance.minkowski([1, 1, 0], [0, 1, 0], 3)
