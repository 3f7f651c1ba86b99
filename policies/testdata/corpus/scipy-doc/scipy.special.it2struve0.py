import numpy as np
from scipy.special import it2struve0
it2struve0(1.)

points = np.array([1., 2., 3.5])
it2struve0(points)

import matplotlib.pyplot as plt
x = np.linspace(-10., 10., 1000)
it2struve0_values = it2struve0(x)
fig, ax = plt.subplots()
ax.plot(x, it2struve0_values)
ax.set_xlabel(r'$x$')
ax.set_ylabel(r'$\int_x^{\infty}\frac{H_0(t)}{t}\,dt$')
plt.show()
