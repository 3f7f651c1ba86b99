import numpy as np
from scipy.linalg import cholesky_banded, cho_solve_banded
Ab = np.array([[0, 0, 1j, 2, 3j], [0, -1, -2, 3, 4], [9, 8, 7, 6, 9]])
A = np.diag(Ab[0,2:], k=2) + np.diag(Ab[1,1:], k=1)
A = A + A.conj().T + np.diag(Ab[2, :])
c = cholesky_banded(Ab)
x = cho_solve_banded((c, False), np.ones(5))
np.allclose(A @ x - np.ones(5), np.zeros(5))
