import numpy as np
from scipy.special import ellip_harm_2
w = ellip_harm_2(5,8,2,1,10)
w
