import numpy as np
from scipy.special import it2i0k0
int_i, int_k = it2i0k0(1.)
int_i, int_k

import numpy as np
points = np.array([0.5, 1.5, 3.])
int_i, int_k = it2i0k0(points)
int_i, int_k

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(0., 5., 1000)
int_i, int_k = it2i0k0(x)
ax.plot(x, int_i, label=r"$\int_0^x \frac{I_0(t)-1}{t}\,dt$")
ax.plot(x, int_k, label=r"$\int_x^{\infty} \frac{K_0(t)}{t}\,dt$")
ax.legend()
ax.set_ylim(0, 10)
plt.show()
