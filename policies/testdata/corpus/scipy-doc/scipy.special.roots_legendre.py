import numpy as np
from scipy.special import roots_legendre, eval_legendre
roots, weights = roots_legendre(9)

roots
weights

eval_legendre(9, roots)

def f(t):
   return t + 1/t

a = 1
b = 2

t = (b - a)/2 * roots + (a + b)/2

(b - a)/2 * f(t).dot(weights)

1.5 + np.log(2)
