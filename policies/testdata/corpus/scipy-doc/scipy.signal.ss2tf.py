import numpy as np
A = [[-2, -1], [1, 0]]
B = [[1], [0]]  # 2-D column vector
C = [[1, 2]]    # 2-D row vector
D = 1

from scipy.signal import ss2tf
ss2tf(A, B, C, D)
