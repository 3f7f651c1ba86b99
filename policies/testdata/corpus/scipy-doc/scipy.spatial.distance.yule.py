import numpy as np
from scipy.spatial import distance
distance.yule([1, 0, 0], [0, 1, 0])
distance.yule([1, 1, 0], [0, 1, 0])
