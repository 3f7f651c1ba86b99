from sklearn.random_projection import johnson_lindenstrauss_min_dim
johnson_lindenstrauss_min_dim(n_samples=1e6, eps=0.5)
johnson_lindenstrauss_min_dim(n_samples=1e6, eps=[0.5, 0.1, 0.01])
johnson_lindenstrauss_min_dim(n_samples=[1e4, 1e5, 1e6], eps=0.1)

import numpy as np
from sklearn import random_projection
X = np.random.rand(100, 10000)
transformer = random_projection.GaussianRandomProjection()
X_new = transformer.fit_transform(X)
X_new.shape

import numpy as np
from sklearn import random_projection
X = np.random.rand(100, 10000)
transformer = random_projection.SparseRandomProjection()
X_new = transformer.fit_transform(X)
X_new.shape

import numpy as np
from sklearn.random_projection import SparseRandomProjection
X = np.random.rand(100, 10000)
transformer = SparseRandomProjection(
  compute_inverse_components=True
)

X_new = transformer.fit_transform(X)
X_new.shape
X_new_inversed = transformer.inverse_transform(X_new)
X_new_inversed.shape
X_new_again = transformer.transform(X_new_inversed)
np.allclose(X_new, X_new_again)
