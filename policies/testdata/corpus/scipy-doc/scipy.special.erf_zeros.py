import numpy as np
from scipy import special
special.erf_zeros(1)

special.erf(special.erf_zeros(1))
