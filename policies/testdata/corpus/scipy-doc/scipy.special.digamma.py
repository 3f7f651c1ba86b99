import numpy as np
from scipy.special import psi
z = 3 + 4j
psi(z)

psi(z + 1) - 1/z
