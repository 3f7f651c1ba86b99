import numpy as np
from scipy.special import ncfdtr, ncfdtrinc

nc = [0.5, 1.5, 2.0]
p = ncfdtr(2, 3, nc, 15)
p

ncfdtrinc(2, 3, p, 15)
