import numpy as np
from scipy.special import itmodstruve0
itmodstruve0(1.)

points = np.array([1., 2., 3.5])
itmodstruve0(points)

import matplotlib.pyplot as plt
x = np.linspace(-10., 10., 1000)
itmodstruve0_values = itmodstruve0(x)
fig, ax = plt.subplots()
ax.plot(x, itmodstruve0_values)
ax.set_xlabel(r'$x$')
ax.set_ylabel(r'$\int_0^xL_0(t)\,dt$')
plt.show()
