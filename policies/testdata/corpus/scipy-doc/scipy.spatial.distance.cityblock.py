import numpy as np
from scipy.spatial import distance
distance.cityblock([1, 0, 0], [0, 1, 0])
distance.cityblock([1, 0, 0], [0, 2, 0])
distance.cityblock([1, 0, 0], [1, 1, 0])
