import numpy as np
import scipy.special as sc

sc.expn(-1, 1.0), sc.expn(1, -1.0)

sc.expn([0, 1, 2, 3, 4], 0)

x = np.array([1, 2, 3, 4])
sc.expn(0, x)
np.exp(-x) / x

sc.expn(1, x)
sc.exp1(x)
