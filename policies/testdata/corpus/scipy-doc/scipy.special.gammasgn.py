import numpy as np
import scipy.special as sc

sc.gammasgn([1, 2, 3, 4])

sc.gammasgn([-0.5, -1.5, -2.5, -3.5])

x = [1.5, 0.5, -0.5, -1.5]
sc.gammasgn(x) * np.exp(sc.gammaln(x))
sc.gamma(x)
