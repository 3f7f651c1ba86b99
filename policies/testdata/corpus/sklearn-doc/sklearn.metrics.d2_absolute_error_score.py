from sklearn.metrics import d2_absolute_error_score
y_true = [3, -0.5, 2, 7]
y_pred = [2.5, 0.0, 2, 8]
d2_absolute_error_score(y_true, y_pred)
y_true = [[0.5, 1], [-1, 1], [7, -6]]
y_pred = [[0, 2], [-1, 2], [8, -5]]
d2_absolute_error_score(y_true, y_pred, multioutput='uniform_average')
d2_absolute_error_score(y_true, y_pred, multioutput='raw_values')
y_true = [1, 2, 3]
y_pred = [1, 2, 3]
d2_absolute_error_score(y_true, y_pred)
y_true = [1, 2, 3]
y_pred = [2, 2, 2]
d2_absolute_error_score(y_true, y_pred)
y_true = [1, 2, 3]
y_pred = [3, 2, 1]
d2_absolute_error_score(y_true, y_pred)
