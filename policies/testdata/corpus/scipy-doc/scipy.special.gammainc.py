import numpy as np
import scipy.special as sc

sc.gammainc(0.5, [0, 1, 10, 100])

a, x = 0.5, 0.4
sc.gammainc(a, x)
1 - sc.gammaincc(a, x)
