import numpy as np
import scipy.special as sc
x = np.array([1.0, 2.0, 3.0, 4.0])
sc.jv(0, x * np.exp(3 * np.pi * 1j / 4)).imag
sc.bei(x)
