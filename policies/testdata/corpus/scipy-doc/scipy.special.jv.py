import numpy as np
from scipy.special import jv
jv(0, 1.)

jv(0, 1.), jv(1, 1.), jv(1.5, 1.)

jv([0, 1, 1.5], 1.)

import numpy as np
points = np.array([-2., 0., 3.])
jv(0, points)

orders = np.array([[0], [1]])
orders.shape

jv(orders, points)

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(-10., 10., 1000)
for i in range(4):
    ax.plot(x, jv(i, x), label=f'$J_{i!r}$')
ax.legend()
plt.show()
