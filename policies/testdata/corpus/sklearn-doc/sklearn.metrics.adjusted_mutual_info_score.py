from sklearn.metrics.cluster import adjusted_mutual_info_score
adjusted_mutual_info_score([0, 0, 1, 1], [0, 0, 1, 1])

adjusted_mutual_info_score([0, 0, 1, 1], [1, 1, 0, 0])


adjusted_mutual_info_score([0, 0, 0, 0], [0, 1, 2, 3])
