import numpy as np
from scipy.linalg import ordqz
A = np.array([[2, 5, 8, 7], [5, 2, 2, 8], [7, 5, 6, 6], [5, 4, 4, 8]])
B = np.array([[0, 6, 0, 0], [5, 0, 2, 1], [5, 2, 6, 6], [4, 7, 7, 7]])
AA, BB, alpha, beta, Q, Z = ordqz(A, B, sort='lhp')

(alpha/beta).real < 0
