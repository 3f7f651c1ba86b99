import numpy as np
from scipy.optimize import rosen, differential_evolution
bounds = [(0,2), (0, 2), (0, 2), (0, 2), (0, 2)]
result = differential_evolution(rosen, bounds)
result.x, result.fun

result = differential_evolution(rosen, bounds, updating='deferred',
                                workers=2)
result.x, result.fun

from scipy.optimize import LinearConstraint, Bounds

lc = LinearConstraint([[1, 1]], -np.inf, 1.9)

bounds = Bounds([0., 0.], [2., 2.])
result = differential_evolution(rosen, bounds, constraints=lc,
                                seed=1)
result.x, result.fun

def ackley(x):
    arg1 = -0.2 * np.sqrt(0.5 * (x[0] ** 2 + x[1] ** 2))
    arg2 = 0.5 * (np.cos(2. * np.pi * x[0]) + np.cos(2. * np.pi * x[1]))
    return -20. * np.exp(arg1) - np.exp(arg2) + 20. + np.e
bounds = [(-5, 5), (-5, 5)]
result = differential_evolution(ackley, bounds, seed=1)
result.x, result.fun

result = differential_evolution(
    ackley, bounds, vectorized=True, updating='deferred', seed=1
)
result.x, result.fun
