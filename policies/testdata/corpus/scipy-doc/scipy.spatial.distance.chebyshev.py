import numpy as np
from scipy.spatial import distance
distance.chebyshev([1, 0, 0], [0, 1, 0])
distance.chebyshev([1, 1, 0], [0, 1, 0])
