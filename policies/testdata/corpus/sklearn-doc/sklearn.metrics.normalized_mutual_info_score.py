from sklearn.metrics.cluster import normalized_mutual_info_score
normalized_mutual_info_score([0, 0, 1, 1], [0, 0, 1, 1])

normalized_mutual_info_score([0, 0, 1, 1], [1, 1, 0, 0])


normalized_mutual_info_score([0, 0, 0, 0], [0, 1, 2, 3])
