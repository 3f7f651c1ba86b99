import numpy as np
from scipy import linalg
rng = np.random.default_rng()
a = rng.standard_normal((6, 9))
r, q = linalg.rq(a)
np.allclose(a, r @ q)
r.shape, q.shape
r2 = linalg.rq(a, mode='r')
np.allclose(r, r2)
r3, q3 = linalg.rq(a, mode='economic')
r3.shape, q3.shape
