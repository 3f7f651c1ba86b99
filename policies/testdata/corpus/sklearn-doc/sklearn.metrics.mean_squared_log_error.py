from sklearn.metrics import mean_squared_log_error
y_true = [3, 5, 2.5, 7]
y_pred = [2.5, 5, 4, 8]
mean_squared_log_error(y_true, y_pred)
mean_squared_log_error(y_true, y_pred, squared=False)
y_true = [[0.5, 1], [1, 2], [7, 6]]
y_pred = [[0.5, 2], [1, 2.5], [8, 8]]
mean_squared_log_error(y_true, y_pred)
mean_squared_log_error(y_true, y_pred, multioutput='raw_values')
mean_squared_log_error(y_true, y_pred, multioutput=[0.3, 0.7])
