import numpy as np
from scipy.spatial import distance
distance.kulsinski([1, 0, 0], [0, 1, 0])
distance.kulsinski([1, 0, 0], [1, 1, 0])
distance.kulsinski([1, 0, 0], [2, 1, 0])
distance.kulsinski([1, 0, 0], [3, 1, 0])
