import numpy as np
from scipy.spatial import distance
distance.jaccard([1, 0, 0], [0, 1, 0])
distance.jaccard([1, 0, 0], [1, 1, 0])
distance.jaccard([1, 0, 0], [1, 2, 0])
distance.jaccard([1, 0, 0], [1, 1, 1])
