import numpy as np
from scipy.special import gdtr, gdtrix
p = gdtr(1.2, 3.4, 5.6)
print(p)

gdtrix(1.2, 3.4, p)
