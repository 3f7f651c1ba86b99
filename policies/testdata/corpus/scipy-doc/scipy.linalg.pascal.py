import numpy as np
from scipy.linalg import pascal
pascal(4)
pascal(4, kind='lower')
pascal(50)[-1, -1]
from scipy.special import comb
comb(98, 49, exact=True)
