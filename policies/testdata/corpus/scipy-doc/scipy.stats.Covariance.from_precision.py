import numpy as np
from scipy import stats
rng = np.random.default_rng()
n = 5
P = rng.random(size=(n, n))
P = P @ P.T  # a precision matrix must be positive definite
x = rng.random(size=n)

cov = stats.Covariance.from_precision(P)

res = cov.whiten(x)
ref = x @ np.linalg.cholesky(P)
np.allclose(res, ref)
res = cov.log_pdet
ref = -np.linalg.slogdet(P)[-1]
np.allclose(res, ref)
