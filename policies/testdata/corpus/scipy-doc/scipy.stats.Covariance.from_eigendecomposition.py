import numpy as np
from scipy import stats
rng = np.random.default_rng()
n = 5
A = rng.random(size=(n, n))
A = A @ A.T  # make the covariance symmetric positive definite
x = rng.random(size=n)

w, v = np.linalg.eigh(A)
cov = stats.Covariance.from_eigendecomposition((w, v))

res = cov.whiten(x)
ref = x @ (v @ np.diag(w**-0.5))
np.allclose(res, ref)
res = cov.log_pdet
ref = np.linalg.slogdet(A)[-1]
np.allclose(res, ref)
