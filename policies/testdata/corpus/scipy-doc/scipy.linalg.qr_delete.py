import numpy as np
from scipy import linalg
a = np.array([[  3.,  -2.,  -2.],
              [  6.,  -9.,  -3.],
              [ -3.,  10.,   1.],
              [  6.,  -7.,   4.],
              [  7.,   8.,  -6.]])
q, r = linalg.qr(a)

q1, r1 = linalg.qr_delete(q, r, 2, 2, 'row', False)
q1
r1

a1 = np.delete(a, slice(2,4), 0)
a1
q_direct, r_direct = linalg.qr(a1)

np.dot(q1, r1)
np.allclose(np.dot(q1, r1), a1)

np.allclose(np.dot(q1.T, q1), np.eye(3))
