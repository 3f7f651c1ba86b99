from sklearn.metrics.cluster import completeness_score
completeness_score([0, 0, 1, 1], [1, 1, 0, 0])

print(completeness_score([0, 0, 1, 1], [0, 0, 0, 0]))
print(completeness_score([0, 1, 2, 3], [0, 0, 1, 1]))

print(completeness_score([0, 0, 1, 1], [0, 1, 0, 1]))
print(completeness_score([0, 0, 0, 0], [0, 1, 2, 3]))
