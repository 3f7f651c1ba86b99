from sklearn.metrics import accuracy_score
y_pred = [0, 2, 1, 3]
y_true = [0, 1, 2, 3]
accuracy_score(y_true, y_pred)
accuracy_score(y_true, y_pred, normalize=False)

import numpy as np
accuracy_score(np.array([[0, 1], [1, 1]]), np.ones((2, 2)))
