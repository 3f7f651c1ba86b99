import numpy as np
from scipy import linalg
rng = np.random.default_rng()
a = rng.standard_normal((9, 6))

q, r = linalg.qr(a)
np.allclose(a, np.dot(q, r))
q.shape, r.shape

r2 = linalg.qr(a, mode='r')
np.allclose(r, r2)

q3, r3 = linalg.qr(a, mode='economic')
q3.shape, r3.shape

q4, r4, p4 = linalg.qr(a, pivoting=True)
d = np.abs(np.diag(r4))
np.all(d[1:] <= d[:-1])
np.allclose(a[:, p4], np.dot(q4, r4))
q4.shape, r4.shape, p4.shape

q5, r5, p5 = linalg.qr(a, mode='economic', pivoting=True)
q5.shape, r5.shape, p5.shape
