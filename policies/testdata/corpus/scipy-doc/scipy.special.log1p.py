import numpy as np
import scipy.special as sc

sc.log1p(1e-17)
np.log(1 + 1e-17)
