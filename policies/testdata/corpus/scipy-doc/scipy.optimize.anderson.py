import numpy as np
def fun(x):
    return [x[0]  + 0.5 * (x[0] - x[1])**3 - 1.0,
            0.5 * (x[1] - x[0])**3 + x[1]]

from scipy import optimize
sol = optimize.anderson(fun, [0, 0])
sol
