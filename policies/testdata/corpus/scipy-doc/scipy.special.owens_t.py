import numpy as np
from scipy import special
a = 3.5
h = 0.78
special.owens_t(h, a)
