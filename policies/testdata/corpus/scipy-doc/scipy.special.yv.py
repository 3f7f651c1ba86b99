import numpy as np
from scipy.special import yv
yv(0, 1.)

yv(0, 1.), yv(1, 1.), yv(1.5, 1.)

yv([0, 1, 1.5], 1.)

import numpy as np
points = np.array([0.5, 3., 8.])
yv(0, points)

orders = np.array([[0], [1]])
orders.shape

yv(orders, points)

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(0., 10., 1000)
for i in range(4):
    ax.plot(x, yv(i, x), label=f'$Y_{i!r}$')
ax.set_ylim(-3, 1)
ax.legend()
plt.show()
