import numpy as np
from scipy.interpolate import UnivariateSpline
x = np.linspace(0, 3, 11)
y = x**2
spl = UnivariateSpline(x, y)
spl.derivatives(1.5)
