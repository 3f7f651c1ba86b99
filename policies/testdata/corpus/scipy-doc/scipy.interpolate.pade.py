import numpy as np
from scipy.interpolate import pade
e_exp = [1.0, 1.0, 1.0/2.0, 1.0/6.0, 1.0/24.0, 1.0/120.0]
p, q = pade(e_exp, 2)

e_exp.reverse()
e_poly = np.poly1d(e_exp)

e_poly(1)

p(1)/q(1)
