import numpy as np
from scipy.linalg import norm
a = np.arange(9) - 4.0
a
b = a.reshape((3, 3))
b

norm(a)
norm(b)
norm(b, 'fro')
norm(a, np.inf)
norm(b, np.inf)
norm(a, -np.inf)
norm(b, -np.inf)

norm(a, 1)
norm(b, 1)
norm(a, -1)
norm(b, -1)
norm(a, 2)
norm(b, 2)

norm(a, -2)
norm(b, -2)
norm(a, 3)
norm(a, -3)
