import numpy as np
from scipy.special import it2j0y0
int_j, int_y = it2j0y0(1.)
int_j, int_y

import numpy as np
points = np.array([0.5, 1.5, 3.])
int_j, int_y = it2j0y0(points)
int_j, int_y

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(0., 10., 1000)
int_j, int_y = it2j0y0(x)
ax.plot(x, int_j, label=r"$\int_0^x \frac{1-J_0(t)}{t}\,dt$")
ax.plot(x, int_y, label=r"$\int_x^{\infty} \frac{Y_0(t)}{t}\,dt$")
ax.legend()
ax.set_ylim(-2.5, 2.5)
plt.show()
