import numpy as np
Pc = np.zeros((n, n))
Pc[np.arange(n), perm_c] = 1
