import numpy as np
from scipy.special import lambertw
w = lambertw(1)
w
w * np.exp(w)

w = lambertw(1, k=3)
w
w*np.exp(w)

def tower(z, n):
    if n == 0:
        return z
    return z ** tower(z, n-1)

tower(0.5, 100)
-lambertw(-np.log(0.5)) / np.log(0.5)
