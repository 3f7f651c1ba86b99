import numpy as np
from scipy.special import smirnovi, smirnov

n = 24
deviations = [0.1, 0.2, 0.3]

p = smirnov(n, deviations)
p

smirnovi(n, p)
