import numpy as np
from scipy.special import boxcox1p, inv_boxcox1p
y = boxcox1p([1, 4, 10], 2.5)
inv_boxcox1p(y, 2.5)
