import numpy as np
X = np.array([[1., 0.], [2., 1.], [0., 0.]])
y = np.array([0, 1, 2])
from scipy.sparse import coo_matrix
X_sparse = coo_matrix(X)
from sklearn.utils import resample
X, X_sparse, y = resample(X, X_sparse, y, random_state=0)
X
X_sparse
X_sparse.toarray()
y
resample(y, n_samples=2, random_state=0)

y = [0, 0, 1, 1, 1, 1, 1, 1, 1]
resample(y, n_samples=5, replace=False, stratify=y,
         random_state=0)
