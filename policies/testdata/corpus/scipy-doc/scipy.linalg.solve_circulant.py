import numpy as np
from scipy.linalg import solve_circulant, solve, circulant, lstsq

c = np.array([2, 2, 4])
b = np.array([1, 2, 3])
solve_circulant(c, b)

solve(circulant(c), b)

c = np.array([1, 1, 0, 0])
b = np.array([1, 2, 3, 4])

solve_circulant(c, b, singular='lstsq')

x, resid, rnk, s = lstsq(circulant(c), b)
x

c = np.array([[1.5, 2, 3, 0, 0], [1, 1, 4, 3, 2]])
b = np.arange(15).reshape(-1, 5)

x = solve_circulant(c[:, np.newaxis, :], b, baxis=-1, outaxis=-1)
x.shape
np.set_printoptions(precision=3)  # For compact output of numbers.
x

solve_circulant(c[1], b[1, :])
