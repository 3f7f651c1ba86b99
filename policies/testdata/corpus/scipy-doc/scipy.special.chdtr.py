import numpy as np
import scipy.special as sc

v = 1
x = np.arange(4)
sc.chdtr(v, x)
sc.gammainc(v / 2, x / 2)
