from sklearn.metrics.cluster import pair_confusion_matrix
pair_confusion_matrix([0, 0, 1, 1], [1, 1, 0, 0])

pair_confusion_matrix([0, 0, 1, 2], [0, 0, 1, 1])
