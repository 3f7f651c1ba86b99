from sklearn.metrics.pairwise import paired_distances
X = [[0, 1], [1, 1]]
Y = [[0, 1], [2, 1]]
paired_distances(X, Y)
