import numpy as np
from scipy import stats
rng = np.random.default_rng()
n = 3
A = rng.random(size=(n, n))
cov_array = A @ A.T  # make matrix symmetric positive definite
precision = np.linalg.inv(cov_array)
cov_object = stats.Covariance.from_precision(precision)
x = rng.multivariate_normal(np.zeros(n), cov_array, size=(10000))
x_ = cov_object.whiten(x)
np.cov(x_, rowvar=False)  # near-identity covariance
