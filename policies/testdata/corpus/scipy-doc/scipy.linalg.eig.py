import numpy as np
from scipy import linalg
a = np.array([[0., -1.], [1., 0.]])
linalg.eigvals(a)

b = np.array([[0., 1.], [1., 1.]])
linalg.eigvals(a, b)

a = np.array([[3., 0., 0.], [0., 8., 0.], [0., 0., 7.]])
linalg.eigvals(a, homogeneous_eigvals=True)

a = np.array([[0., -1.], [1., 0.]])
linalg.eigvals(a) == linalg.eig(a)[0]
linalg.eig(a, left=True, right=False)[1] # normalized left eigenvector
linalg.eig(a, left=False, right=True)[1] # normalized right eigenvector
