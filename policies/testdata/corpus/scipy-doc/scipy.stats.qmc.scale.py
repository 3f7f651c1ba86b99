import numpy as np
from scipy.stats import qmc
l_bounds = [-2, 0]
u_bounds = [6, 5]
sample = [[0.5 , 0.75],
          [0.5 , 0.5],
          [0.75, 0.25]]
sample_scaled = qmc.scale(sample, l_bounds, u_bounds)
sample_scaled

sample_ = qmc.scale(sample_scaled, l_bounds, u_bounds, reverse=True)
sample_
