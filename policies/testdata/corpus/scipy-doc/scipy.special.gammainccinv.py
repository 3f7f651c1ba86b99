import numpy as np
import scipy.special as sc

sc.gammainccinv(0.5, [0, 0.1, 0.5, 1])

a, x = 0.5, [0, 0.1, 0.5, 1]
sc.gammaincc(a, sc.gammainccinv(a, x))

a, x = 0.5, [0, 10, 50]
sc.gammainccinv(a, sc.gammaincc(a, x))
