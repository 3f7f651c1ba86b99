import numpy as np
from sklearn.cross_decomposition import PLSSVD
X = np.array([[0., 0., 1.],
              [1., 0., 0.],
              [2., 2., 2.],
              [2., 5., 4.]])
Y = np.array([[0.1, -0.2],
              [0.9, 1.1],
              [6.2, 5.9],
              [11.9, 12.3]])
pls = PLSSVD(n_components=2).fit(X, Y)
X_c, Y_c = pls.transform(X, Y)
X_c.shape, Y_c.shape
