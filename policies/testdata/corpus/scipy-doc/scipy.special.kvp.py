import numpy as np
from scipy.special import kvp
kvp(0, 1, 0), kvp(0, 1, 1), kvp(0, 1, 2)

kvp([0, 1, 2], 1, 1)

import numpy as np
points = np.array([0.5, 1.5, 3.])
kvp(0, points, 1)

import matplotlib.pyplot as plt
x = np.linspace(0, 5, 1000)
fig, ax = plt.subplots()
ax.plot(x, kvp(1, x, 0), label=r"$K_1$")
ax.plot(x, kvp(1, x, 1), label=r"$K_1'$")
ax.plot(x, kvp(1, x, 2), label=r"$K_1''$")
ax.plot(x, kvp(1, x, 3), label=r"$K_1'''$")
ax.set_ylim(-2.5, 2.5)
plt.legend()
plt.show()
