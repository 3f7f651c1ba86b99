import numpy as np
from scipy.stats import ortho_group
from scipy.sparse.linalg import svds
from scipy.sparse import csr_matrix
rng = np.random.default_rng()

orthogonal = ortho_group.rvs(10, random_state=rng)
s = [1e-3, 1, 2, 3, 4]  # non-zero singular values
u = orthogonal[:, :5]         # left singular vectors
vT = orthogonal[:, 5:].T      # right singular vectors
A = u @ np.diag(s) @ vT

u4, s4, vT4 = svds(A, k=4)
A4 = u4 @ np.diag(s4) @ vT4
np.allclose(A4, A, atol=1e-3)

u5, s5, vT5 = svds(A, k=5)
A5 = u5 @ np.diag(s5) @ vT5
np.allclose(A5, A)

np.allclose(s5, s)

(np.allclose(np.abs(u5), np.abs(u)) and
 np.allclose(np.abs(vT5), np.abs(vT)))

(np.allclose(u5.T @ u5, np.eye(5)) and
 np.allclose(vT5 @ vT5.T, np.eye(5)))

from scipy.linalg import subspace_angles as s_a
rng = np.random.default_rng()
s = [1, 1 + 1e-6]  # non-zero singular values
u, _ = np.linalg.qr(rng.standard_normal((99, 2)))
v, _ = np.linalg.qr(rng.standard_normal((99, 2)))
vT = v.T
A = u @ np.diag(s) @ vT
A = A.astype(np.float32)
u2, s2, vT2 = svds(A, k=2)
np.allclose(s2, s)

s_a(u2[:, :1], u[:, :1]) + s_a(u2[:, 1:], u[:, 1:]) > 1e-3

(s_a(vT2[:1, :].T, vT[:1, :].T) +
 s_a(vT2[1:, :].T, vT[1:, :].T)) > 1e-3

s_a(u2, u).sum() < 1e-6

s_a(vT2.T, vT.T).sum() < 1e-6

rng = np.random.RandomState(0)
X_dense = rng.random(size=(100, 100))
X_dense[:, 2 * np.arange(50)] = 0
X = csr_matrix(X_dense)
_, singular_values, _ = svds(X, k=5)
print(singular_values)

from scipy.linalg import svd
from scipy.sparse import rand
from scipy.sparse.linalg import aslinearoperator
rng = np.random.RandomState(0)
G = rand(8, 9, density=0.5, random_state=rng)
Glo = aslinearoperator(G)
_, singular_values_svds, _ = svds(Glo, k=5)
_, singular_values_svd, _ = svd(G.toarray())
np.allclose(singular_values_svds, singular_values_svd[-4::-1])

from scipy.sparse.linalg import LinearOperator, aslinearoperator
diff0 = lambda a: np.diff(a, axis=0)

n = 5  # The dimension of the space.
M_from_diff0 = diff0(np.eye(n))
print(M_from_diff0.astype(int))

M = - np.eye(n - 1, n, dtype=int)
np.fill_diagonal(M[:,1:], 1)
np.allclose(M, M_from_diff0)

print(M.T)

print(M.T @ M)

print(M @ M.T)

def diff0t(a):
    if a.ndim == 1:
        a = a[:,np.newaxis]  # Turn 1D into 2D array
    d = np.zeros((a.shape[0] + 1, a.shape[1]), dtype=a.dtype)
    d[0, :] = - a[0, :]
    d[1:-1, :] = a[0:-1, :] - a[1:, :]
    d[-1, :] = a[-1, :]
    return d

np.allclose(M.T, diff0t(np.eye(n-1)))

def diff0_func_aslo_def(n):
    return LinearOperator(matvec=diff0,
                          matmat=diff0,
                          rmatvec=diff0t,
                          rmatmat=diff0t,
                          shape=(n - 1, n))
diff0_func_aslo = diff0_func_aslo_def(n)
diff0_matrix_aslo = aslinearoperator(M_from_diff0)

np.allclose(diff0_func_aslo(np.eye(n)),
            diff0_matrix_aslo(np.eye(n)))
np.allclose(diff0_func_aslo.T(np.eye(n-1)),
            diff0_matrix_aslo.T(np.eye(n-1)))

n = 100
diff0_func_aslo = diff0_func_aslo_def(n)
u, s, vT = svds(diff0_func_aslo, k=3, which='SM')

se = 2. * np.sin(np.pi * np.arange(1, 4) / (2. * n))
ue = np.sqrt(2 / n) * np.sin(np.pi * np.outer(np.arange(1, n),
                             np.arange(1, 4)) / n)
np.allclose(s, se, atol=1e-3)
print(np.allclose(np.abs(u), np.abs(ue), atol=1e-6))
