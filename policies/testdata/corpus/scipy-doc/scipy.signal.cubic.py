import numpy as np
from scipy.signal import bspline, cubic, quadratic
bspline(0.0, 1)

knots = [-1.0, 0.0, -1.0]
bspline(knots, 2)

np.array_equal(bspline(knots, 2), quadratic(knots))

np.array_equal(bspline(knots, 3), cubic(knots))
