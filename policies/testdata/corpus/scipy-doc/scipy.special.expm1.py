import numpy as np
from scipy.special import expm1

expm1(1.0)
expm1([-0.2, -0.1, 0, 0.1, 0.2])

expm1(7.5e-13)

np.exp(7.5e-13) - 1
