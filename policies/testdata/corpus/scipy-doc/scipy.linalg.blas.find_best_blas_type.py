import numpy as np
import scipy.linalg.blas as bla
rng = np.random.default_rng()
a = rng.random((10,15))
b = np.asfortranarray(a)  # Change the memory layout order
bla.find_best_blas_type((a,))
bla.find_best_blas_type((a*1j,))
bla.find_best_blas_type((b,))
