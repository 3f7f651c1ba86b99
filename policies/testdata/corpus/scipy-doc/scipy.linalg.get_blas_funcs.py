import numpy as np
import scipy.linalg as LA
rng = np.random.default_rng()
a = rng.random((3,2))
x_gemv = LA.get_blas_funcs('gemv', (a,))
x_gemv.typecode
x_gemv = LA.get_blas_funcs('gemv',(a*1j,))
x_gemv.typecode
