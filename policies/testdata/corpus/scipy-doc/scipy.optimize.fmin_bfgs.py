import numpy as np
from scipy.optimize import fmin_bfgs
def quadratic_cost(x, Q):
    return x @ Q @ x

x0 = np.array([-3, -4])
cost_weight =  np.diag([1., 10.])
# Note that a trailing comma is necessary for a tuple with single element
fmin_bfgs(quadratic_cost, x0, args=(cost_weight,))

def quadratic_cost_grad(x, Q):
    return 2 * Q @ x

fmin_bfgs(quadratic_cost, x0, quadratic_cost_grad, args=(cost_weight,))
