import numpy as np
import matplotlib.pyplot as plt
from scipy.stats import qmc
dist = qmc.MultivariateNormalQMC(mean=[0, 5], cov=[[1, 0], [0, 1]])
sample = dist.random(512)
_ = plt.scatter(sample[:, 0], sample[:, 1])
plt.show()
