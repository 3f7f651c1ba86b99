import numpy as np
from scipy.special import ellip_normal
w = ellip_normal(5,8,3,7)
w
