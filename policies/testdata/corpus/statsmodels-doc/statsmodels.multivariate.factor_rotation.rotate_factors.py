import numpy as np
import statsmodels.api as sm
A = np.random.randn(8,2)
L, T = rotate_factors(A,'varimax')
np.allclose(L,A.dot(T))
L, T = rotate_factors(A,'orthomax',0.5)
np.allclose(L,A.dot(T))
L, T = rotate_factors(A,'quartimin',0.5)
np.allclose(L,A.dot(np.linalg.inv(T.T)))
