import numpy as np
from scipy.special import binom, comb

x, y = 3, 2
(binom(x, y), comb(x, y), comb(x, y, exact=True))

x, y = 43, 23
(binom(x, y), comb(x, y), comb(x, y, exact=True))

x, y = -3, 2
(binom(x, y), comb(x, y), comb(x, y, exact=True))

x, y = -3.1, 2.2
(binom(x, y), comb(x, y), comb(x, y, exact=True))

x, y = 2.2, 3.1
(binom(x, y), comb(x, y), comb(x, y, exact=True))
