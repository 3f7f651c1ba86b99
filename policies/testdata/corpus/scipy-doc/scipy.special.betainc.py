import numpy as np
import scipy.special as sc

sc.betainc(0.2, 3.5, 1.0)

a, b, x = 1.4, 3.1, 0.5
x**a * sc.hyp2f1(a, 1 - b, a + 1, x)/(a * sc.beta(a, b))
sc.betainc(a, b, x)

sc.betainc(2.2, 3.1, 0.4)
1 - sc.betainc(3.1, 2.2, 1 - 0.4)
