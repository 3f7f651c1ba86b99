from sklearn.metrics.cluster import v_measure_score
v_measure_score([0, 0, 1, 1], [0, 0, 1, 1])
v_measure_score([0, 0, 1, 1], [1, 1, 0, 0])

print("%.6f" % v_measure_score([0, 0, 1, 2], [0, 0, 1, 1]))
print("%.6f" % v_measure_score([0, 1, 2, 3], [0, 0, 1, 1]))

print("%.6f" % v_measure_score([0, 0, 1, 1], [0, 0, 1, 2]))
print("%.6f" % v_measure_score([0, 0, 1, 1], [0, 1, 2, 3]))

print("%.6f" % v_measure_score([0, 0, 0, 0], [0, 1, 2, 3]))

print("%.6f" % v_measure_score([0, 0, 1, 1], [0, 0, 0, 0]))
