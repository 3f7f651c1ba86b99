import numpy as np
def f(x):
    return (x**3 - 1)  # only one real root at x = 1

from scipy import optimize
root, results = optimize.toms748(f, 0, 2, full_output=True)
root
results
