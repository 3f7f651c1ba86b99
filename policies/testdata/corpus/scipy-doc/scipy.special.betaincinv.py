import numpy as np
import scipy.special as sc

a, b = 1.2, 3.1
y = sc.betainc(a, b, 0.2)
sc.betaincinv(a, b, y)

a, b = 7.5, 0.4
x = sc.betaincinv(a, b, 0.5)
sc.betainc(a, b, x)
