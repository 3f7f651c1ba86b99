from sklearn.metrics.pairwise import manhattan_distances
manhattan_distances([[3]], [[3]])
manhattan_distances([[3]], [[2]])
manhattan_distances([[2]], [[3]])
manhattan_distances([[1, 2], [3, 4]],         [[1, 2], [0, 3]])
