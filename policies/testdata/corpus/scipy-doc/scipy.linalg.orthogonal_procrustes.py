import numpy as np
from scipy.linalg import orthogonal_procrustes
A = np.array([[ 2,  0,  1], [-2,  0,  0]])

R, sca = orthogonal_procrustes(A, np.fliplr(A))
R
sca
