import numpy as np
from scipy.interpolate import UnivariateSpline
x, y = np.array([1, 2, 3, 4]), np.array([1, np.nan, 3, 4])
w = np.isnan(y)
y[w] = 0.
spl = UnivariateSpline(x, y, w=~w)

import numpy as np
import matplotlib.pyplot as plt
from scipy.interpolate import UnivariateSpline
rng = np.random.default_rng()
x = np.linspace(-3, 3, 50)
y = np.exp(-x**2) + 0.1 * rng.standard_normal(50)
plt.plot(x, y, 'ro', ms=5)

spl = UnivariateSpline(x, y)
xs = np.linspace(-3, 3, 1000)
plt.plot(xs, spl(xs), 'g', lw=3)

spl.set_smoothing_factor(0.5)
plt.plot(xs, spl(xs), 'b', lw=3)
plt.show()
