import numpy as np
from scipy.spatial import distance
distance.sokalsneath([1, 0, 0], [0, 1, 0])
distance.sokalsneath([1, 0, 0], [1, 1, 0])
distance.sokalsneath([1, 0, 0], [2, 1, 0])
distance.sokalsneath([1, 0, 0], [3, 1, 0])
