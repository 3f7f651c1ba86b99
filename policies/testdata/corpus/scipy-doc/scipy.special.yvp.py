import numpy as np
from scipy.special import yvp
yvp(0, 1, 0), yvp(0, 1, 1), yvp(0, 1, 2)

yvp([0, 1, 2], 1, 1)

import numpy as np
points = np.array([0.5, 1.5, 3.])
yvp(0, points, 1)

import matplotlib.pyplot as plt
x = np.linspace(0, 5, 1000)
fig, ax = plt.subplots()
ax.plot(x, yvp(1, x, 0), label=r"$Y_1$")
ax.plot(x, yvp(1, x, 1), label=r"$Y_1'$")
ax.plot(x, yvp(1, x, 2), label=r"$Y_1''$")
ax.plot(x, yvp(1, x, 3), label=r"$Y_1'''$")
ax.set_ylim(-10, 10)
plt.legend()
plt.show()
