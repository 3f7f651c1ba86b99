import numpy as np
from sklearn.decomposition import SparseCoder
X = np.array([[-1, -1, -1], [0, 0, 3]])
dictionary = np.array(
    [[0, 1, 0],
     [-1, -1, 2],
     [1, 1, 1],
     [0, 1, 1],
     [0, 2, 1]],
   dtype=np.float64
)
coder = SparseCoder(
    dictionary=dictionary, transform_algorithm='lasso_lars',
    transform_alpha=1e-10,
)
coder.transform(X)
