import numpy as np
from scipy.special import y1_zeros
zeros, grads = y1_zeros(4)
with np.printoptions(precision=5):
    print(f"Roots: {zeros}")
    print(f"Gradients: {grads}")

realzeros = zeros.real
realzeros

import matplotlib.pyplot as plt
from scipy.special import y1
xmin = 0
xmax = 13
x = np.linspace(xmin, xmax, 500)
zeros, grads = y1_zeros(4)
fig, ax = plt.subplots()
ax.hlines(0, xmin, xmax, color='k')
ax.plot(x, y1(x), label=r'$Y_1$')
ax.scatter(zeros.real, np.zeros((4, )), s=30, c='r',
           label=r'$Y_1$_zeros', zorder=5)
ax.set_ylim(-0.5, 0.5)
ax.set_xlim(xmin, xmax)
plt.legend()
plt.show()

y1_zeros(4, True)
