import numpy as np
from scipy.special import gdtr, gdtrib
p = gdtr(1.2, 3.4, 5.6)
print(p)

gdtrib(1.2, p, 5.6)
