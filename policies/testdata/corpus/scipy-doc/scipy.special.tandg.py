import numpy as np
import scipy.special as sc

x = 180 * np.arange(3)
sc.tandg(x)
np.tan(x * np.pi / 180)
