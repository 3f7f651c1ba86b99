import numpy as np
from scipy.stats import qmc
sampler = qmc.Sobol(d=2, scramble=False)
sample = sampler.random_base2(m=3)
sample

qmc.discrepancy(sample)

_ = sampler.reset()
_ = sampler.fast_forward(4)
sample_continued = sampler.random_base2(m=2)
sample_continued

l_bounds = [0, 2]
u_bounds = [10, 5]
qmc.scale(sample_continued, l_bounds, u_bounds)
