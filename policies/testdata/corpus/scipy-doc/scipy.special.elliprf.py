import numpy as np
from scipy.special import elliprf

x = 1.2 + 3.4j
y = 5.
z = 6.
scale = 0.3 + 0.4j
elliprf(scale*x, scale*y, scale*z)

elliprf(x, y, z)/np.sqrt(scale)

x = 1.2 + 3.4j
elliprf(x, x, x)

1/np.sqrt(x)

elliprf(0, 1, 2)

from scipy.special import gamma
gamma(0.25)**2/(4*np.sqrt(2*np.pi))
