import numpy as np
from scipy.special import struve
import matplotlib.pyplot as plt
struve(1, 2.)

struve([1, 2, 3], 2.)

points = np.array([2., 5., 8.])
struve(1, points)

orders = np.array([[1], [2], [3]])
points.shape, orders.shape

struve(orders, points)

fig, ax = plt.subplots()
x = np.linspace(-10., 10., 1000)
for i in range(4):
    ax.plot(x, struve(i, x), label=f'$H_{i!r}$')
ax.legend(ncol=2)
ax.set_xlim(-10, 10)
ax.set_title(r"Struve functions $H_{\nu}$")
plt.show()
