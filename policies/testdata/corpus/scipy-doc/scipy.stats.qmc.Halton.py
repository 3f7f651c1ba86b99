import numpy as np
from scipy.stats import qmc
sampler = qmc.Halton(d=2, scramble=False)
sample = sampler.random(n=5)
sample

qmc.discrepancy(sample)

_ = sampler.fast_forward(5)
sample_continued = sampler.random(n=5)
sample_continued

l_bounds = [0, 2]
u_bounds = [10, 5]
qmc.scale(sample_continued, l_bounds, u_bounds)
