import numpy as np
from scipy.linalg import bandwidth
A = np.array([[3., 0., 0., 0., 0.],
              [0., 4., 0., 0., 0.],
              [0., 0., 5., 1., 0.],
              [8., 0., 0., 6., 2.],
              [0., 9., 0., 0., 7.]])
bandwidth(A)
