import numpy as np
from scipy.spatial import distance
distance.euclidean([1, 0, 0], [0, 1, 0])
distance.euclidean([1, 1, 0], [0, 1, 0])
