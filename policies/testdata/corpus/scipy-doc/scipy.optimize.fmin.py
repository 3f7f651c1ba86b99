import numpy as np
def f(x):
    return x**2

from scipy import optimize

minimum = optimize.fmin(f, 1)
minimum[0]
