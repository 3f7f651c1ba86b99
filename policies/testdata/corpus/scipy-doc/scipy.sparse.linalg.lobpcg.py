import numpy as np
from scipy.sparse import spdiags, issparse
from scipy.sparse.linalg import lobpcg, LinearOperator

n = 100
vals = np.arange(1, n + 1)

A = spdiags(vals, 0, n, n)
A.toarray()

rng = np.random.default_rng()
X = rng.normal(size=(n, 3))

Y = np.eye(n, 3)

invA = spdiags([1./vals], 0, n, n)

def precond( x ):
    return invA @ x

M = LinearOperator(matvec=precond, matmat=precond,
                   shape=(n, n), dtype=np.float64)

eigenvalues, _ = lobpcg(A, X, Y=Y, M=M, largest=False)
eigenvalues
