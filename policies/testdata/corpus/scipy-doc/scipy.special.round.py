import numpy as np
import scipy.special as sc

sc.round([0.5, 1.5])
