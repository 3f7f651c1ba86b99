import numpy as np
from scipy.special import jn_zeros
jn_zeros(3, 4)

import numpy as np
import matplotlib.pyplot as plt
from scipy.special import jn, jn_zeros
j3_roots = jn_zeros(3, 4)
xmax = 18
xmin = -1
x = np.linspace(xmin, xmax, 500)
fig, ax = plt.subplots()
ax.plot(x, jn(3, x), label=r'$J_3$')
ax.scatter(j3_roots, np.zeros((4, )), s=30, c='r',
           label=r"$J_3$_Zeros", zorder=5)
ax.scatter(0, 0, s=30, c='k',
           label=r"Root at 0", zorder=5)
ax.hlines(0, 0, xmax, color='k')
ax.set_xlim(xmin, xmax)
plt.legend()
plt.show()
