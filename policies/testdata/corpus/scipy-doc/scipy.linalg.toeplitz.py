import numpy as np
from scipy.linalg import toeplitz
toeplitz([1,2,3], [1,4,5,6])
toeplitz([1.0, 2+3j, 4-1j])
