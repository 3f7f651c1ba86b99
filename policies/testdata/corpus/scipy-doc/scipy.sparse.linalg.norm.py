import numpy as np
from scipy.sparse import *
import numpy as np
from scipy.sparse.linalg import norm
a = np.arange(9) - 4
a
b = a.reshape((3, 3))
b

b = csr_matrix(b)
norm(b)
norm(b, 'fro')
norm(b, np.inf)
norm(b, -np.inf)
norm(b, 1)
norm(b, -1)

b = diags([-1, 1], [0, 1], shape=(9, 10))
norm(b, 2)
