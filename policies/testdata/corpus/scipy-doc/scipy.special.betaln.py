import numpy as np
from scipy.special import betaln, beta

betaln(3, 4)

np.log(beta(3, 4))

a = 400
b = 900
beta(a, b)

betaln(a, b)
