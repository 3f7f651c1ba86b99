import numpy as np
import scipy.special as sc

sc.gammaincc(0.5, [0, 1, 10, 100, 1000])

a, x = 0.5, 0.4
sc.gammaincc(a, x)
1 - sc.gammainc(a, x)
