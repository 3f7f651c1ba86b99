import numpy as np
import scipy.special as sc

sc.gammaln([1, 2])

sc.gammaln([0, -1, -2, -3, -4])

x = np.array([1e10, 1e20, 1e40, 1e80])
sc.gammaln(x)
x * np.log(x)
