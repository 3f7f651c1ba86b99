import numpy as np
from scipy.special import y1p_zeros
y1grad_roots, y1_values = y1p_zeros(4)
with np.printoptions(precision=5):
    print(f"Y1' Roots: {y1grad_roots}")
    print(f"Y1 values: {y1_values}")

import matplotlib.pyplot as plt
from scipy.special import y1, yvp
y1_roots, y1_values_at_roots = y1p_zeros(4)
real_roots = y1_roots.real
xmax = 15
x = np.linspace(0, xmax, 500)
fig, ax = plt.subplots()
ax.plot(x, y1(x), label=r'$Y_1$')
ax.plot(x, yvp(1, x, 1), label=r"$Y_1'$")
ax.scatter(real_roots, np.zeros((4, )), s=30, c='r',
           label=r"Roots of $Y_1'$", zorder=5)
ax.scatter(real_roots, y1_values_at_roots.real, s=30, c='k',
           label=r"Extrema of $Y_1$", zorder=5)
ax.hlines(0, 0, xmax, color='k')
ax.set_ylim(-0.5, 0.5)
ax.set_xlim(0, xmax)
ax.legend(ncol=2, bbox_to_anchor=(1., 0.75))
plt.tight_layout()
plt.show()
