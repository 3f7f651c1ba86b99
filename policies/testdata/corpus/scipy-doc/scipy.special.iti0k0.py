import numpy as np
from scipy.special import iti0k0
int_i, int_k = iti0k0(1.)
int_i, int_k

import numpy as np
points = np.array([0., 1.5, 3.])
int_i, int_k = iti0k0(points)
int_i, int_k

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(0., 5., 1000)
int_i, int_k = iti0k0(x)
ax.plot(x, int_i, label="$\int_0^x I_0(t)\,dt$")
ax.plot(x, int_k, label="$\int_0^x K_0(t)\,dt$")
ax.legend()
plt.show()
