import numpy as np
from scipy.linalg import signm, eigvals
a = [[1,2,3], [1,2,1], [1,1,1]]
eigvals(a)
eigvals(signm(a))
