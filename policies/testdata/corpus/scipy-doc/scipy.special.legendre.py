import numpy as np
from scipy.special import legendre
legendre(3)
