import numpy as np
from scipy.optimize import direct, Bounds
def styblinski_tang(pos):
    x, y = pos
    return 0.5 * (x**4 - 16*x**2 + 5*x + y**4 - 16*y**2 + 5*y)
bounds = Bounds([-4., -4.], [4., 4.])
result = direct(styblinski_tang, bounds)
result.x, result.fun, result.nfev

result = direct(styblinski_tang, bounds, len_tol=1e-3)
result.x, result.fun, result.nfev
