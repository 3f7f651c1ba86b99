import numpy as np
import scipy.special as sc

x = np.array([1, 2, 3, 4])
-sc.expi(-x)
sc.exp1(x)

sc.expi(-1 + 1e-12j)
sc.expi(-1 - 1e-12j)

sc.expi(-1)

sc.expi(complex(-1, 0.0))
sc.expi(complex(-1, -0.0))
