import numpy as np
from scipy.spatial import distance
distance.kulczynski1([1, 0, 0], [0, 1, 0])
distance.kulczynski1([True, False, False], [True, True, False])
distance.kulczynski1([True, False, False], [True])
distance.kulczynski1([1, 0, 0], [3, 1, 0])
