import numpy as np
import scipy.special as sc

x = 90 + 180 * np.arange(3)
sc.cotdg(x)
1 / np.tan(x * np.pi / 180)
