import numpy as np
from scipy import linalg
a = np.array([[  3.,  -2.,  -2.],
              [  6.,  -9.,  -3.],
              [ -3.,  10.,   1.],
              [  6.,  -7.,   4.],
              [  7.,   8.,  -6.]])
q, r = linalg.qr(a)

u = np.array([7., -2., 4., 3., 5.])
v = np.array([1., 3., -5.])
q_up, r_up = linalg.qr_update(q, r, u, v, False)
q_up
r_up

a_up = a + np.outer(u, v)
q_direct, r_direct = linalg.qr(a_up)

np.allclose(np.dot(q_up, r_up), a_up)

np.allclose(np.dot(q_up.T, q_up), np.eye(5))

qe, re = linalg.qr(a, mode='economic')
qe_up, re_up = linalg.qr_update(qe, re, u, v, False)
qe_up
re_up
np.allclose(np.dot(qe_up, re_up), a_up)
np.allclose(np.dot(qe_up.T, qe_up), np.eye(3))

u2 = np.array([[ 7., -1,],
               [-2.,  4.],
               [ 4.,  2.],
               [ 3., -6.],
               [ 5.,  3.]])
v2 = np.array([[ 1., 2.],
               [ 3., 4.],
               [-5., 2]])
q_up2, r_up2 = linalg.qr_update(q, r, u2, v2, False)
q_up2
r_up2

a_up2 = a + np.dot(u2, v2.T)
np.allclose(a_up2, np.dot(q_up2, r_up2))
np.allclose(np.dot(q_up2.T, q_up2), np.eye(5))
