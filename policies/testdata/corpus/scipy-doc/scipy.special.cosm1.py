import numpy as np
import scipy.special as sc

x = 1e-30
np.cos(x) - 1
sc.cosm1(x)
