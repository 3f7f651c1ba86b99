import numpy as np
from scipy.special import wrightomega, lambertw

wrightomega([-2, -1, 0, 1, 2])

wrightomega(3 + 5j)

w = -5 + 4j
wrightomega(w + np.log(w))

z = 0.5 + 3j
wrightomega(z)
lambertw(np.exp(z))

z = 0.5 + 4j
wrightomega(z)
lambertw(np.exp(z), k=1)
