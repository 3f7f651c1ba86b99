import numpy as np
from scipy.sparse.linalg import factorized
A = np.array([[ 3. ,  2. , -1. ],
              [ 2. , -2. ,  4. ],
              [-1. ,  0.5, -1. ]])
solve = factorized(A) # Makes LU decomposition.
rhs1 = np.array([1, -2, 0])
solve(rhs1) # Uses the LU factors.
