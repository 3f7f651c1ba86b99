import numpy as np
from sklearn.utils.multiclass import is_multilabel
is_multilabel([0, 1, 0, 1])
is_multilabel([[1], [0, 2], []])
is_multilabel(np.array([[1, 0], [0, 0]]))
is_multilabel(np.array([[1], [0], [0]]))
is_multilabel(np.array([[1, 0, 0]]))
