import numpy as np
from scipy.special import boxcox
boxcox([1, 4, 10], 2.5)
boxcox(2, [0, 1, 2])
