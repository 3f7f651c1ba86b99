from sklearn.metrics import hamming_loss
y_pred = [1, 2, 3, 4]
y_true = [2, 2, 3, 4]
hamming_loss(y_true, y_pred)

import numpy as np
hamming_loss(np.array([[0, 1], [1, 1]]), np.zeros((2, 2)))
