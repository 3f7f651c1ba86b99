import numpy as np
from scipy.misc import central_diff_weights
def f(x):
    return 2 * x**2 + 3
x = 3.0 # derivative point
h = 0.1 # differential step
Np = 3 # point number for central derivative
weights = central_diff_weights(Np) # weights for first derivative
vals = [f(x + (i - Np/2) * h) for i in range(Np)]
sum(w * v for (w, v) in zip(weights, vals))/h
