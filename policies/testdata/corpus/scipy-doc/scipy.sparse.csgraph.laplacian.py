import numpy as np
from scipy.sparse import csgraph

G = np.arange(4) * np.arange(4)[:, np.newaxis]
G

csgraph.laplacian(G)

G = np.arange(9).reshape(3, 3)
G

L_in_degree = csgraph.laplacian(G)
L_in_degree

L_out_degree = csgraph.laplacian(G, use_out_degree=True)
L_out_degree

L_in_degree + L_out_degree.T

csgraph.laplacian(G, symmetrized=True)

csgraph.laplacian(G + G.T)

G = np.array([[0, 1, 1], [1, 0, 1], [1, 1, 0]])
L, d = csgraph.laplacian(G, return_diag=True)
L
d
scaling = np.sqrt(d)
scaling
(1/scaling)*L*(1/scaling)

L, d = csgraph.laplacian(G, return_diag=True, normed=True)
L

d

G = np.array([[0, 0, 0], [0, 0, 1], [0, 1, 0]])
G
L, d = csgraph.laplacian(G, return_diag=True, normed=True)
L
d

G = np.array([[0, 1, 1], [1, 0, 1], [1, 1, 0]]).astype(np.float32)
G
csgraph.laplacian(G)

L = csgraph.laplacian(G, form="lo")
L
L(np.eye(3))

L = csgraph.laplacian(G, form="function")
L
L(np.eye(3))

from scipy.sparse import diags, random
from scipy.sparse.linalg import lobpcg

N = 35
G = diags(np.ones(N-1), 1, format="csr")

rng = np.random.default_rng()
G += 1e-2 * random(N, N, density=0.1, random_state=rng)

X = rng.random((N, 2))

Y = np.ones((N, 1))

for cut in ["max", "min"]:
    G = -G  # 1.
    L = csgraph.laplacian(G, symmetrized=True, form="lo")  # 2.
    _, eves = lobpcg(L, X, Y=Y, largest=False, tol=1e-3)  # 3.
    eves *= np.sign(eves[0, 0])  # 4.
    print(cut + "-cut labels:\n", 1 * (eves[:, 0]>0))  # 5.
