import numpy as np
from scipy.stats import qmc
sampler = qmc.LatinHypercube(d=2)
sample = sampler.random(n=5)
sample

qmc.discrepancy(sample)

l_bounds = [0, 2]
u_bounds = [10, 5]
qmc.scale(sample, l_bounds, u_bounds)

sampler = qmc.LatinHypercube(d=2, optimization="random-cd")
sample = sampler.random(n=5)
qmc.discrepancy(sample)

sampler = qmc.LatinHypercube(d=2, strength=2)
sample = sampler.random(n=9)
qmc.discrepancy(sample)
