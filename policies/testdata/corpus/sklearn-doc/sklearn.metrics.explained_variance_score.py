from sklearn.metrics import explained_variance_score
y_true = [3, -0.5, 2, 7]
y_pred = [2.5, 0.0, 2, 8]
explained_variance_score(y_true, y_pred)
y_true = [[0.5, 1], [-1, 1], [7, -6]]
y_pred = [[0, 2], [-1, 2], [8, -5]]
explained_variance_score(y_true, y_pred, multioutput='uniform_average')
y_true = [-2, -2, -2]
y_pred = [-2, -2, -2]
explained_variance_score(y_true, y_pred)
explained_variance_score(y_true, y_pred, force_finite=False)
y_true = [-2, -2, -2]
y_pred = [-2, -2, -2 + 1e-8]
explained_variance_score(y_true, y_pred)
explained_variance_score(y_true, y_pred, force_finite=False)
