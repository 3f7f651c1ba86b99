from sklearn.metrics import max_error
y_true = [3, 2, 7, 1]
y_pred = [4, 2, 7, 1]
max_error(y_true, y_pred)
