import numpy as np
from scipy.special import elliprd

x = 1.2 + 3.4j
y = 5.
z = 6.
scale = 0.3 + 0.4j
elliprd(scale*x, scale*y, scale*z)

elliprd(x, y, z)*np.power(scale, -1.5)

x = 1.2 + 3.4j
elliprd(x, x, x)

np.power(x, -1.5)

elliprd(0, 2, 1)/3

from scipy.special import gamma
gamma(0.75)**2/np.sqrt(2*np.pi)
