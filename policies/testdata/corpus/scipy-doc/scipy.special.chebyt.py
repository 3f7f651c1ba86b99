import numpy as np
import matplotlib.pyplot as plt
from scipy.linalg import det
from scipy.special import chebyt
x = np.arange(-1.0, 1.0, 0.01)
fig, ax = plt.subplots()
ax.set_ylim(-2.0, 2.0)
ax.set_title(r'Chebyshev polynomial $T_3$')
ax.plot(x, chebyt(3)(x), label=rf'$T_3$')
for p in np.arange(-1.0, 1.0, 0.1):
    ax.plot(p,
            det(np.array([[p, 1, 0], [1, 2*p, 1], [0, 1, 2*p]])),
            'rx')
plt.legend(loc='best')
plt.show()

from scipy.special import binom
from scipy.special import jacobi
x = np.arange(-1.0, 1.0, 0.01)
np.allclose(jacobi(3, -0.5, -0.5)(x),
            1/64 * binom(6, 3) * chebyt(3)(x))

x = np.arange(-1.5, 1.5, 0.01)
fig, ax = plt.subplots()
ax.set_ylim(-4.0, 4.0)
ax.set_title(r'Chebyshev polynomials $T_n$')
for n in np.arange(2,5):
    ax.plot(x, chebyt(n)(x), label=rf'$T_n={n}$')
plt.legend(loc='best')
plt.show()
