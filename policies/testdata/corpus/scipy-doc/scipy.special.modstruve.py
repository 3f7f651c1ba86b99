import numpy as np
from scipy.special import modstruve
import matplotlib.pyplot as plt
modstruve(1, 2.)

modstruve([1, 2, 3], 2.)

points = np.array([2., 5., 8.])
modstruve(1, points)

orders = np.array([[1], [2], [3]])
points.shape, orders.shape

modstruve(orders, points)

fig, ax = plt.subplots()
x = np.linspace(-5., 5., 1000)
for i in range(4):
    ax.plot(x, modstruve(i, x), label=f'$L_{i!r}$')
ax.legend(ncol=2)
ax.set_xlim(-5, 5)
ax.set_title(r"Modified Struve functions $L_{\nu}$")
plt.show()
