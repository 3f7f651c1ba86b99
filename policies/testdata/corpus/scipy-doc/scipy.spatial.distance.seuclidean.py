import numpy as np
from scipy.spatial import distance
distance.seuclidean([1, 0, 0], [0, 1, 0], [0.1, 0.1, 0.1])
distance.seuclidean([1, 0, 0], [0, 1, 0], [1, 0.1, 0.1])
distance.seuclidean([1, 0, 0], [0, 1, 0], [10, 0.1, 0.1])
