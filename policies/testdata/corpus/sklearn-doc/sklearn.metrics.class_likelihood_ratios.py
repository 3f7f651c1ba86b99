import numpy as np
from sklearn.metrics import class_likelihood_ratios
class_likelihood_ratios([0, 1, 0, 1, 0], [1, 1, 0, 0, 0])
y_true = np.array(["non-cat", "cat", "non-cat", "cat", "non-cat"])
y_pred = np.array(["cat", "cat", "non-cat", "non-cat", "non-cat"])
class_likelihood_ratios(y_true, y_pred)
y_true = np.array(["non-zebra", "zebra", "non-zebra", "zebra", "non-zebra"])
y_pred = np.array(["zebra", "zebra", "non-zebra", "non-zebra", "non-zebra"])
class_likelihood_ratios(y_true, y_pred)

y_true = np.array(["non-cat", "cat", "non-cat", "cat", "non-cat"])
y_pred = np.array(["cat", "cat", "non-cat", "non-cat", "non-cat"])
class_likelihood_ratios(y_true, y_pred, labels=["non-cat", "cat"])
