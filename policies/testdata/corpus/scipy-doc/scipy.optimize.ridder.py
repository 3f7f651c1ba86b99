import numpy as np
def f(x):
    return (x**2 - 1)

from scipy import optimize

root = optimize.ridder(f, 0, 2)
root

root = optimize.ridder(f, -2, 0)
root
