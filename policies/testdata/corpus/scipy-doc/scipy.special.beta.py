import numpy as np
import scipy.special as sc

sc.beta(2, 3)
sc.gamma(2)*sc.gamma(3)/sc.gamma(2 + 3)

sc.beta(1.7, 2.4)
sc.beta(2.4, 1.7)

sc.beta(1, 4)
