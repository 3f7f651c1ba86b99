import numpy as np
from scipy.special import exprel

exprel(0.01)
exprel([-0.25, -0.1, 0, 0.1, 0.25])

exprel(5e-9)

(np.exp(5e-9) - 1)/5e-9
