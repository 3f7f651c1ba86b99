import numpy as np
def f(x):
    return x**2

from scipy import optimize

minimum = optimize.brent(f,brack=(1,2))
minimum
minimum = optimize.brent(f,brack=(-1,0.5,2))
minimum
