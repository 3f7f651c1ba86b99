import numpy as np
from scipy.linalg import eigh
def funm_herm(a, func, check_finite=False):
    w, v = eigh(a, check_finite=check_finite)
    ## if you further know that your matrix is positive semidefinite,
    ## you can optionally guard against precision errors by doing
    # w = np.maximum(w, 0)
    w = func(w)
    return (v * w).dot(v.conj().T)

import numpy as np
from scipy.linalg import funm
a = np.array([[1.0, 3.0], [1.0, 4.0]])
funm(a, lambda x: x*x)
a.dot(a)
