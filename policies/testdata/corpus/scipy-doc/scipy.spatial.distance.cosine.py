import numpy as np
from scipy.spatial import distance
distance.cosine([1, 0, 0], [0, 1, 0])
distance.cosine([100, 0, 0], [0, 1, 0])
distance.cosine([1, 1, 0], [0, 1, 0])
