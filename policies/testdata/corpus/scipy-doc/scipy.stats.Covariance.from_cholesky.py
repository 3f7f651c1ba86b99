import numpy as np
from scipy import stats
rng = np.random.default_rng()
n = 5
A = rng.random(size=(n, n))
A = A @ A.T  # make the covariance symmetric positive definite
x = rng.random(size=n)

L = np.linalg.cholesky(A)
cov = stats.Covariance.from_cholesky(L)

from scipy.linalg import solve_triangular
res = cov.whiten(x)
ref = solve_triangular(L, x, lower=True)
np.allclose(res, ref)
res = cov.log_pdet
ref = np.linalg.slogdet(A)[-1]
np.allclose(res, ref)
