import numpy as np
from scipy import integrate
f = lambda z, y, x: x*y*z
integrate.tplquad(f, 1, 2, 2, 3, 0, 1)

f = lambda z, y, x: x*y*z
integrate.tplquad(f, 0, 1, 0, lambda x: 1-2*x, 0, lambda x, y: 1-x-2*y)

f = lambda z, y, x, a: a*x*y*z
integrate.tplquad(f, 0, 1, 0, 1, 0, 1, args=(1,))
integrate.tplquad(f, 0, 1, 0, 1, 0, 1, args=(3,))

f = lambda x, y, z: np.exp(-(x ** 2 + y ** 2 + z ** 2))
integrate.tplquad(f, -np.inf, np.inf, -np.inf, np.inf, -np.inf, np.inf)
