import numpy as np
import scipy.special as sc

v = 1
x = np.arange(4)
sc.chdtrc(v, x)
sc.gammaincc(v / 2, x / 2)
