import numpy as np
Pr = np.zeros((n, n))
Pr[perm_r, np.arange(n)] = 1
