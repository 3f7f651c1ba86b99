import numpy as np
import scipy.special as sc

x = np.linspace(-0.1, -10, 5)
sc.hyperu(1, 1, x)

x = np.array([1, 10, 100])
sc.hyperu(1, 1, x)

a, b, x = 2, 1, 1
sc.hyperu(a, b, x)
x**(1 - b) * sc.hyperu(a - b + 1, 2 - b, x)
