import numpy as np
from scipy.spatial import distance
distance.canberra([1, 0, 0], [0, 1, 0])
distance.canberra([1, 1, 0], [0, 1, 0])
