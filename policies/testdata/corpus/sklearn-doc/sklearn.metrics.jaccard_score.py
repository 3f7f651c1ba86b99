import numpy as np
from sklearn.metrics import jaccard_score
y_true = np.array([[0, 1, 1],
                   [1, 1, 0]])
y_pred = np.array([[1, 1, 1],
                   [1, 0, 0]])

jaccard_score(y_true[0], y_pred[0])

jaccard_score(y_true, y_pred, average="micro")

jaccard_score(y_true, y_pred, average='samples')
jaccard_score(y_true, y_pred, average='macro')
jaccard_score(y_true, y_pred, average=None)

y_pred = [0, 2, 1, 2]
y_true = [0, 1, 2, 2]
jaccard_score(y_true, y_pred, average=None)
