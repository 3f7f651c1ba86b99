import numpy as np
from scipy import linalg
a = np.array([[  3.,  -2.,  -2.],
              [  6.,  -7.,   4.],
              [  7.,   8.,  -6.]])
q, r = linalg.qr(a)

u = np.array([[  6.,  -9.,  -3.],
              [ -3.,  10.,   1.]])
q1, r1 = linalg.qr_insert(q, r, u, 2, 'row')
q1
r1

a1 = np.insert(a, 2, u, 0)
a1
q_direct, r_direct = linalg.qr(a1)

np.dot(q1, r1)

np.allclose(np.dot(q1, r1), a1)

np.allclose(np.dot(q1.T, q1), np.eye(5))
