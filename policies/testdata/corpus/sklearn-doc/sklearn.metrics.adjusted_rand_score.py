from sklearn.metrics.cluster import adjusted_rand_score
adjusted_rand_score([0, 0, 1, 1], [0, 0, 1, 1])
adjusted_rand_score([0, 0, 1, 1], [1, 1, 0, 0])

adjusted_rand_score([0, 0, 1, 2], [0, 0, 1, 1])

adjusted_rand_score([0, 0, 1, 1], [0, 0, 1, 2])

adjusted_rand_score([0, 0, 0, 0], [0, 1, 2, 3])

adjusted_rand_score([0, 0, 1, 1], [0, 1, 0, 1])
