import numpy as np
num = [1, 3, 3]
den = [1, 2, 1]

from scipy.signal import tf2ss
A, B, C, D = tf2ss(num, den)
A
B
C
D
