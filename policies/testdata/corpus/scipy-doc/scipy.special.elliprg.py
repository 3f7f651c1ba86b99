import numpy as np
from scipy.special import elliprg

x = 1.2 + 3.4j
y = 5.
z = 6.
scale = 0.3 + 0.4j
elliprg(scale*x, scale*y, scale*z)

elliprg(x, y, z)*np.sqrt(scale)

elliprg(0, y, y)

0.25*np.pi*np.sqrt(y)

elliprg(0, 0, z)

0.5*np.sqrt(z)

def ellipsoid_area(a, b, c):
    r = 4.0 * np.pi * a * b * c
    return r * elliprg(1.0 / (a * a), 1.0 / (b * b), 1.0 / (c * c))
print(ellipsoid_area(1, 3, 5))
