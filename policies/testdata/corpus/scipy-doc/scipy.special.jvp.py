import numpy as np
from scipy.special import jvp
jvp(0, 1, 0), jvp(0, 1, 1), jvp(0, 1, 2)

jvp([0, 1, 2], 1, 1)

import numpy as np
points = np.array([0., 1.5, 3.])
jvp(0, points, 1)

import matplotlib.pyplot as plt
x = np.linspace(-10, 10, 1000)
fig, ax = plt.subplots()
ax.plot(x, jvp(1, x, 0), label=r"$J_1$")
ax.plot(x, jvp(1, x, 1), label=r"$J_1'$")
ax.plot(x, jvp(1, x, 2), label=r"$J_1''$")
ax.plot(x, jvp(1, x, 3), label=r"$J_1'''$")
plt.legend()
plt.show()
