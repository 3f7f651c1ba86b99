import numpy as np
from scipy.signal import gauss_spline, bspline
knots = np.array([-1.0, 0.0, -1.0])
gauss_spline(knots, 3)

bspline(knots, 3)
