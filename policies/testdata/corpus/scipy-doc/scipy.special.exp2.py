import numpy as np
from scipy.special import exp2

exp2(3)
x = np.array([[-1, -0.5, 0], [0.5, 1, 1.5]])
exp2(x)
