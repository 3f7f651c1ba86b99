import numpy as np
from scipy.optimize import BroydenFirst, KrylovJacobian
from scipy.optimize import InverseJacobian
jac = BroydenFirst()
kjac = KrylovJacobian(inner_M=InverseJacobian(jac))

def fun(x):
    return [x[0] + 0.5 * x[1] - 1.0,
            0.5 * (x[1] - x[0]) ** 2]

from scipy import optimize
sol = optimize.newton_krylov(fun, [0, 0])
sol
