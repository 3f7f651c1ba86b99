import numpy as np
np.random.seed(1234)
n = 200
def func(x):
   return x**3 + x**2 * np.sin(4 * x)
x = np.sort(np.random.random_sample(n) * 4 - 2)
y = func(x) + np.random.normal(scale=1.5, size=n)

from scipy.interpolate import make_smoothing_spline
spl = make_smoothing_spline(x, y)

import matplotlib.pyplot as plt
grid = np.linspace(x[0], x[-1], 400)
plt.plot(grid, spl(grid), label='Spline')
plt.plot(grid, func(grid), label='Original function')
plt.scatter(x, y, marker='.')
plt.legend(loc='best')
plt.show()
