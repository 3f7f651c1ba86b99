import numpy as np
import scipy.special as sc

sc.exp1(0)

sc.exp1(-1)
sc.exp1(complex(-1, 0))
sc.exp1(complex(-1, -0.0))

sc.exp1([1, 10, 100, 1000])

x = np.array([1, 2, 3, 4])
sc.exp1(x)
-sc.expi(-x)
