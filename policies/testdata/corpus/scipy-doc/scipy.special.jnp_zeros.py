import numpy as np
from scipy.special import jnp_zeros
jnp_zeros(2, 4)

import numpy as np
import matplotlib.pyplot as plt
from scipy.special import jn, jnp_zeros, jvp
j2_roots = jnp_zeros(2, 4)
xmax = 15
x = np.linspace(0, xmax, 500)
fig, ax = plt.subplots()
ax.plot(x, jn(2, x), label=r'$J_2$')
ax.plot(x, jvp(2, x, 1), label=r"$J_2'$")
ax.hlines(0, 0, xmax, color='k')
ax.scatter(j2_roots, np.zeros((4, )), s=30, c='r',
           label=r"Roots of $J_2'$", zorder=5)
ax.set_ylim(-0.4, 0.8)
ax.set_xlim(0, xmax)
plt.legend()
plt.show()
