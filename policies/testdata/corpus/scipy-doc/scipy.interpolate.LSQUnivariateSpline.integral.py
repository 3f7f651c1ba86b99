import numpy as np
from scipy.interpolate import UnivariateSpline
x = np.linspace(0, 3, 11)
y = x**2
spl = UnivariateSpline(x, y)
spl.integral(0, 3)

spl.integral(-1, 4)
spl.integral(-1, 0)
