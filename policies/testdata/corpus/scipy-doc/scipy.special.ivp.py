import numpy as np
from scipy.special import ivp
ivp(0, 1, 0), ivp(0, 1, 1), ivp(0, 1, 2)

ivp([0, 1, 2], 1, 1)

import numpy as np
points = np.array([0., 1.5, 3.])
ivp(0, points, 1)

import matplotlib.pyplot as plt
x = np.linspace(-5, 5, 1000)
fig, ax = plt.subplots()
ax.plot(x, ivp(1, x, 0), label=r"$I_1$")
ax.plot(x, ivp(1, x, 1), label=r"$I_1'$")
ax.plot(x, ivp(1, x, 2), label=r"$I_1''$")
ax.plot(x, ivp(1, x, 3), label=r"$I_1'''$")
plt.legend()
plt.show()
