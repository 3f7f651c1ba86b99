import numpy as np
from scipy import optimize
def f(x):
    return (x**3 - 1)  # only one real root at x = 1

def fprime(x):
    return 3*x**2

sol = optimize.root_scalar(f, bracket=[0, 3], method='brentq')
sol.root, sol.iterations, sol.function_calls

sol = optimize.root_scalar(f, x0=0.2, fprime=fprime, method='newton')
sol.root, sol.iterations, sol.function_calls

def f_p_pp(x):
    return (x**3 - 1), 3*x**2, 6*x

sol = optimize.root_scalar(
    f_p_pp, x0=0.2, fprime=True, method='newton'
)
sol.root, sol.iterations, sol.function_calls

sol = optimize.root_scalar(
    f_p_pp, x0=0.2, fprime=True, fprime2=True, method='halley'
)
sol.root, sol.iterations, sol.function_calls
