import numpy as np
from scipy.special import jnyn_zeros
jn_roots, jnp_roots, yn_roots, ynp_roots = jnyn_zeros(1, 3)
jn_roots, yn_roots

import numpy as np
import matplotlib.pyplot as plt
from scipy.special import jnyn_zeros, jvp, jn, yvp, yn
jn_roots, jnp_roots, yn_roots, ynp_roots = jnyn_zeros(1, 3)
fig, ax = plt.subplots()
xmax= 11
x = np.linspace(0, xmax)
ax.plot(x, jn(1, x), label=r"$J_1$", c='r')
ax.plot(x, jvp(1, x, 1), label=r"$J_1'$", c='b')
ax.plot(x, yn(1, x), label=r"$Y_1$", c='y')
ax.plot(x, yvp(1, x, 1), label=r"$Y_1'$", c='c')
zeros = np.zeros((3, ))
ax.scatter(jn_roots, zeros, s=30, c='r', zorder=5,
           label=r"$J_1$ roots")
ax.scatter(jnp_roots, zeros, s=30, c='b', zorder=5,
           label=r"$J_1'$ roots")
ax.scatter(yn_roots, zeros, s=30, c='y', zorder=5,
           label=r"$Y_1$ roots")
ax.scatter(ynp_roots, zeros, s=30, c='c', zorder=5,
           label=r"$Y_1'$ roots")
ax.hlines(0, 0, xmax, color='k')
ax.set_ylim(-0.6, 0.6)
ax.set_xlim(0, xmax)
ax.legend(ncol=2, bbox_to_anchor=(1., 0.75))
plt.tight_layout()
plt.show()
