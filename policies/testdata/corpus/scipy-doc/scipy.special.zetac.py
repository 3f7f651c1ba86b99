import numpy as np
from scipy.special import zetac, zeta

zetac(2), np.pi**2/6 - 1

zetac(-1), -1.0/12 - 1

zetac(60), zeta(60) - 1
