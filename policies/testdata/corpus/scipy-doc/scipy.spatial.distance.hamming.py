import numpy as np
from scipy.spatial import distance
distance.hamming([1, 0, 0], [0, 1, 0])
distance.hamming([1, 0, 0], [1, 1, 0])
distance.hamming([1, 0, 0], [2, 0, 0])
distance.hamming([1, 0, 0], [3, 0, 0])
