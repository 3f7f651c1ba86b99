import numpy as np
from scipy.special import gdtr, gdtria
p = gdtr(1.2, 3.4, 5.6)
print(p)

gdtria(p, 3.4, 5.6)
