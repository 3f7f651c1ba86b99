import numpy as np
from scipy.stats import matrix_normal

M = np.arange(6).reshape(3,2); M
U = np.diag([1,2,3]); U
V = 0.3*np.identity(2); V
X = M + 0.1; X
matrix_normal.pdf(X, mean=M, rowcov=U, colcov=V)

# Equivalent multivariate normal
from scipy.stats import multivariate_normal
vectorised_X = X.T.flatten()
equiv_mean = M.T.flatten()
equiv_cov = np.kron(V,U)
multivariate_normal.pdf(vectorised_X, mean=equiv_mean, cov=equiv_cov)

rv = matrix_normal(mean=None, rowcov=1, colcov=1)
# Frozen object with the same methods but holding the given
# mean and covariance fixed.
