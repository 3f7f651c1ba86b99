import numpy as np
import scipy.special as sc

v, p = 1, 0.3
sc.chdtrc(v, sc.chdtri(v, p))
x = 1
sc.chdtri(v, sc.chdtrc(v, x))
