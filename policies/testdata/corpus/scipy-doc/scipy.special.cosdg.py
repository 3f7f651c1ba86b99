import numpy as np
import scipy.special as sc

x = 90 + 180 * np.arange(3)
sc.cosdg(x)
np.cos(x * np.pi / 180)
