import numpy as np
import scipy.special as sc

sc.hyp1f1(0.5, 0.5, 0)

sc.hyp1f1(0.5, -1, 0)

a, b, x = -1, 0.5, np.array([1.0, 2.0, 3.0, 4.0])
sc.hyp1f1(a, b, x)
1 + (a / b) * x

sc.hyp1f1(2, 2, [1, 2, 3, 4])
np.exp([1, 2, 3, 4])
