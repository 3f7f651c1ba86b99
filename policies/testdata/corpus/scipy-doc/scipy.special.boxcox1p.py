import numpy as np
from scipy.special import boxcox1p
boxcox1p(1e-4, [0, 0.5, 1])
boxcox1p([0.01, 0.1], 0.25)
