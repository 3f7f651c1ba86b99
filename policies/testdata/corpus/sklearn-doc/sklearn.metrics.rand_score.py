from sklearn.metrics.cluster import rand_score
rand_score([0, 0, 1, 1], [1, 1, 0, 0])

rand_score([0, 0, 1, 2], [0, 0, 1, 1])
