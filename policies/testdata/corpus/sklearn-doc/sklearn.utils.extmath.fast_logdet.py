import numpy as np
from sklearn.utils.extmath import fast_logdet
a = np.array([[5, 1], [2, 8]])
fast_logdet(a)
