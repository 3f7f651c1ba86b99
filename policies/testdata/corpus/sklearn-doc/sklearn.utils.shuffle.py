import numpy as np
X = np.array([[1., 0.], [2., 1.], [0., 0.]])
y = np.array([0, 1, 2])
from scipy.sparse import coo_matrix
X_sparse = coo_matrix(X)
from sklearn.utils import shuffle
X, X_sparse, y = shuffle(X, X_sparse, y, random_state=0)
X
X_sparse
X_sparse.toarray()
y
shuffle(y, n_samples=2, random_state=0)
