import numpy as np
from scipy.sparse import csc_matrix
from scipy.sparse.linalg import expm, expm_multiply
A = csc_matrix([[1, 0], [0, 1]])
A.toarray()
B = np.array([np.exp(-1.), np.exp(-2.)])
B
expm_multiply(A, B, start=1, stop=2, num=3, endpoint=True)
expm(A).dot(B)                  # Verify 1st timestep
expm(1.5*A).dot(B)              # Verify 2nd timestep
expm(2*A).dot(B)                # Verify 3rd timestep
