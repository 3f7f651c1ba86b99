import numpy as np
from scipy.special import y0_zeros
zeros, grads = y0_zeros(4)
with np.printoptions(precision=5):
    print(f"Roots: {zeros}")
    print(f"Gradients: {grads}")

import matplotlib.pyplot as plt
from scipy.special import y0
xmin = 0
xmax = 11
x = np.linspace(xmin, xmax, 500)
fig, ax = plt.subplots()
ax.hlines(0, xmin, xmax, color='k')
ax.plot(x, y0(x), label=r'$Y_0$')
zeros, grads = y0_zeros(4)
ax.scatter(zeros.real, np.zeros((4, )), s=30, c='r',
           label=r'$Y_0$_zeros', zorder=5)
ax.set_ylim(-0.5, 0.6)
ax.set_xlim(xmin, xmax)
plt.legend(ncol=2)
plt.show()

y0_zeros(4, True)
