import numpy as np
def f(x):
    return (x**2 - 1)

from scipy import optimize

root = optimize.bisect(f, 0, 2)
root

root = optimize.bisect(f, -2, 0)
root
