from sklearn.metrics import d2_pinball_score
y_true = [1, 2, 3]
y_pred = [1, 3, 3]
d2_pinball_score(y_true, y_pred)
d2_pinball_score(y_true, y_pred, alpha=0.9)
d2_pinball_score(y_true, y_pred, alpha=0.1)
d2_pinball_score(y_true, y_true, alpha=0.1)
