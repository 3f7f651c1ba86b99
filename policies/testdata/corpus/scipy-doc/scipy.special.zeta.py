import numpy as np
from scipy.special import zeta, polygamma, factorial

zeta(2), np.pi**2/6

zeta(4), np.pi**4/90

m = 3
x = 1.25
polygamma(m, x)
(-1)**(m+1) * factorial(m) * zeta(m+1, x)
