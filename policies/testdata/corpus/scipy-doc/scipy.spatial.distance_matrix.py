import numpy as np
from scipy.spatial import distance_matrix
distance_matrix([[0,0],[0,1]], [[1,0],[1,1]])
