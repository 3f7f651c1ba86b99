from sklearn.metrics.pairwise import nan_euclidean_distances
nan = float("NaN")
X = [[0, 1], [1, nan]]
nan_euclidean_distances(X, X) # distance between rows of X

# get distance to origin
nan_euclidean_distances(X, [[0, 0]])
