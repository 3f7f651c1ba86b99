import numpy as np
from scipy.special import cbrt

cbrt(8)
cbrt([-8, -3, 0.125, 1.331])
