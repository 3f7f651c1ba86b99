import numpy as np
from scipy import stats
rng = np.random.default_rng()
n = 5
A = np.diag(rng.random(n))
x = rng.random(size=n)

d = np.diag(A)
cov = stats.Covariance.from_diagonal(d)

res = cov.whiten(x)
ref = np.diag(d**-0.5) @ x
np.allclose(res, ref)
res = cov.log_pdet
ref = np.linalg.slogdet(A)[-1]
np.allclose(res, ref)
