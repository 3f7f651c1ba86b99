import numpy as np
import scipy.special as sc

sc.pdtr([1, 10, 100, np.inf], 1)

sc.pdtr([1, 1.5, 1.9, 2], 1)
