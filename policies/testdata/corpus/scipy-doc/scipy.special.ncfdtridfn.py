import numpy as np
from scipy.special import ncfdtr, ncfdtridfn

dfn = [1, 2, 3]
p = ncfdtr(dfn, 2, 0.25, 15)
p

ncfdtridfn(p, 2, 0.25, 15)
