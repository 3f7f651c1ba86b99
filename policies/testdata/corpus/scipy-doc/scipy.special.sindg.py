import numpy as np
import scipy.special as sc

x = 180 * np.arange(3)
sc.sindg(x)
np.sin(x * np.pi / 180)
