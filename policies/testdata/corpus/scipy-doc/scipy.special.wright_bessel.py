import numpy as np
from scipy.special import wright_bessel
a, b, x = 1.5, 1.1, 2.5
wright_bessel(a, b-1, x)

a * x * wright_bessel(a, b+a, x) + (b-1) * wright_bessel(a, b, x)
