import numpy as np
from scipy.spatial import distance
distance.braycurtis([1, 0, 0], [0, 1, 0])
distance.braycurtis([1, 1, 0], [0, 1, 0])
