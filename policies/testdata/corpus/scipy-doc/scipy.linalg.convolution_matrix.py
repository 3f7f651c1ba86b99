import numpy as np
from scipy.linalg import convolution_matrix
A = convolution_matrix([-1, 4, -2], 5, mode='same')
A

x = np.array([1, 2, 0, -3, 0.5])
A @ x

np.convolve([-1, 4, -2], x, mode='same')

convolution_matrix([-1, 4, -2], 5, mode='full')

convolution_matrix([-1, 4, -2], 5, mode='valid')
