import numpy as np
import statsmodels.api as sm
np.ndarray(shape=(2,2), dtype=float, order='F')

np.ndarray((2,), buffer=np.array([1,2,3]),
           offset=np.int_().itemsize,
           dtype=int) # offset = 1*itemsize, i.e. skip first element
