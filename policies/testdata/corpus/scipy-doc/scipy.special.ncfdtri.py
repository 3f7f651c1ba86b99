import numpy as np
from scipy.special import ncfdtr, ncfdtri

f = [0.5, 1, 1.5]
p = ncfdtr(2, 3, 1.5, f)
p

ncfdtri(2, 3, 1.5, p)
