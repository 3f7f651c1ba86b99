import numpy as np
from scipy import special
a, ap, ai, aip = special.ai_zeros(3)
a
ap
ai
aip
