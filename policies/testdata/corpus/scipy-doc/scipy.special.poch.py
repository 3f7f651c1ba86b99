import numpy as np
import scipy.special as sc

sc.poch([1, 2, 3, 4], 0)

sc.poch(1, 5)
1 * 2 * 3 * 4 * 5

z, m = 3.7, 2.1
sc.poch(z, m)
sc.gamma(z + m) / sc.gamma(z)
