from sklearn.metrics import d2_tweedie_score
y_true = [0.5, 1, 2.5, 7]
y_pred = [1, 1, 5, 3.5]
d2_tweedie_score(y_true, y_pred)
d2_tweedie_score(y_true, y_pred, power=1)
d2_tweedie_score(y_true, y_pred, power=2)
d2_tweedie_score(y_true, y_true, power=2)
