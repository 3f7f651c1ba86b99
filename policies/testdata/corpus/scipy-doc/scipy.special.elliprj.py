import numpy as np
from scipy.special import elliprj

x = 1.2 + 3.4j
y = 5.
z = 6.
p = 7.
scale = 0.3 - 0.4j
elliprj(scale*x, scale*y, scale*z, scale*p)

elliprj(x, y, z, p)*np.power(scale, -1.5)

elliprj(x, y, z, z)

from scipy.special import elliprd
elliprd(x, y, z)

elliprj(x, x, x, x)

np.power(x, -1.5)
