from sklearn.metrics.pairwise import paired_manhattan_distances
import numpy as np
X = np.array([[1, 1, 0], [0, 1, 0], [0, 0, 1]])
Y = np.array([[0, 1, 0], [0, 0, 1], [0, 0, 0]])
paired_manhattan_distances(X, Y)
