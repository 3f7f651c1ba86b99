import numpy as np
from scipy import special
x = [2, 3, 25.5]
special.polygamma(1, x)
special.polygamma(0, x) == special.psi(x)
