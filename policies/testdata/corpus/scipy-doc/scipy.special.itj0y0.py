import numpy as np
from scipy.special import itj0y0
int_j, int_y = itj0y0(1.)
int_j, int_y

import numpy as np
points = np.array([0., 1.5, 3.])
int_j, int_y = itj0y0(points)
int_j, int_y

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(0., 10., 1000)
int_j, int_y = itj0y0(x)
ax.plot(x, int_j, label="$\int_0^x J_0(t)\,dt$")
ax.plot(x, int_y, label="$\int_0^x Y_0(t)\,dt$")
ax.legend()
plt.show()
