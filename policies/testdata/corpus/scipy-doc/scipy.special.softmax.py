import numpy as np
from scipy.special import softmax
np.set_printoptions(precision=5)

x = np.array([[1, 0.5, 0.2, 3],
              [1,  -1,   7, 3],
              [2,  12,  13, 3]])


m = softmax(x)
m

m.sum()

m = softmax(x, axis=0)

m

m.sum(axis=0)

m = softmax(x, axis=1)
m

m.sum(axis=1)
