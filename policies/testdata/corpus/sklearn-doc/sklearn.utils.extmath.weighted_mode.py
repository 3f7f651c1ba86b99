from sklearn.utils.extmath import weighted_mode
x = [4, 1, 4, 2, 4, 2]
weights = [1, 1, 1, 1, 1, 1]
weighted_mode(x, weights)

weights = [1, 3, 0.5, 1.5, 1, 2]  # deweight the 4's
weighted_mode(x, weights)
