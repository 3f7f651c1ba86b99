import numpy as np
from scipy.special import iv
iv(0, 1.)

iv(0, 1.), iv(1, 1.), iv(1.5, 1.)

iv([0, 1, 1.5], 1.)

import numpy as np
points = np.array([-2., 0., 3.])
iv(0, points)

orders = np.array([[0], [1]])
orders.shape

iv(orders, points)

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(-5., 5., 1000)
for i in range(4):
    ax.plot(x, iv(i, x), label=f'$I_{i!r}$')
ax.legend()
plt.show()
