import numpy as np
from scipy.linalg import hessenberg
A = np.array([[2, 5, 8, 7], [5, 2, 2, 8], [7, 5, 6, 6], [5, 4, 4, 8]])
H, Q = hessenberg(A, calc_q=True)
H
np.allclose(Q @ H @ Q.conj().T - A, np.zeros((4, 4)))
