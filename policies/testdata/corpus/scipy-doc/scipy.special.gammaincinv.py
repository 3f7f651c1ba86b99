import numpy as np
import scipy.special as sc

sc.gammaincinv(0.5, [0, 0.1 ,0.5, 1])

a, x = 0.5, [0, 0.1, 0.5, 1]
sc.gammainc(a, sc.gammaincinv(a, x))

a, x = 0.5, [0, 10, 25]
sc.gammaincinv(a, sc.gammainc(a, x))
