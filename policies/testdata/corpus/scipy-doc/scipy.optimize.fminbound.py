import numpy as np
from scipy import optimize
def f(x):
    return (x-1)**2
minimizer = optimize.fminbound(f, -4, 4)
minimizer
minimum = f(minimizer)
minimum
minimizer = optimize.fminbound(f, 3, 4)
minimizer
minimum = f(minimizer)
minimum
