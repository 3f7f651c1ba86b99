import numpy as np
def f(x):
    return (x - 2) * x * (x + 2)**2

from scipy.optimize import minimize_scalar
res = minimize_scalar(f)
res.fun

res.x

res = minimize_scalar(f, bounds=(-3, -1), method='bounded')
res.fun  # minimum
res.x  # minimizer
