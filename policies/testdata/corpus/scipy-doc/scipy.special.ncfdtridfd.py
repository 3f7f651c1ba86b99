import numpy as np
from scipy.special import ncfdtr, ncfdtridfd

dfd = [1, 2, 3]
p = ncfdtr(2, dfd, 0.25, 15)
p

ncfdtridfd(2, p, 0.25, 15)
