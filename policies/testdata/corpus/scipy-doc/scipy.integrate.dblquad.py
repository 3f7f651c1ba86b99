import numpy as np
from scipy import integrate
f = lambda y, x: x*y**2
integrate.dblquad(f, 0, 2, 0, 1)

f = lambda y, x: 1
integrate.dblquad(f, 0, np.pi/4, np.sin, np.cos)

f = lambda y, x, a: a*x*y
integrate.dblquad(f, 0, 1, lambda x: x, lambda x: 2-x, args=(1,))
integrate.dblquad(f, 0, 1, lambda x: x, lambda x: 2-x, args=(3,))

f = lambda x, y: np.exp(-(x ** 2 + y ** 2))
integrate.dblquad(f, -np.inf, np.inf, -np.inf, np.inf)
