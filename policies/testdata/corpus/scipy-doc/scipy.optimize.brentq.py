import numpy as np
def f(x):
    return (x**2 - 1)

from scipy import optimize

root = optimize.brentq(f, -2, 0)
root

root = optimize.brentq(f, 0, 2)
root
