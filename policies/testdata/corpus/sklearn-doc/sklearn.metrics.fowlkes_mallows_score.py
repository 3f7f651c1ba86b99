from sklearn.metrics.cluster import fowlkes_mallows_score
fowlkes_mallows_score([0, 0, 1, 1], [0, 0, 1, 1])
fowlkes_mallows_score([0, 0, 1, 1], [1, 1, 0, 0])

fowlkes_mallows_score([0, 0, 0, 0], [0, 1, 2, 3])
