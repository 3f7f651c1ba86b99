import numpy as np
import matplotlib.pyplot as plt
from scipy.linalg import det
from scipy.special import chebyu
x = np.arange(-1.0, 1.0, 0.01)
fig, ax = plt.subplots()
ax.set_ylim(-2.0, 2.0)
ax.set_title(r'Chebyshev polynomial $U_3$')
ax.plot(x, chebyu(3)(x), label=rf'$U_3$')
for p in np.arange(-1.0, 1.0, 0.1):
    ax.plot(p,
            det(np.array([[2*p, 1, 0], [1, 2*p, 1], [0, 1, 2*p]])),
            'rx')
plt.legend(loc='best')
plt.show()

from scipy.special import chebyt
x = np.arange(-1.0, 1.0, 0.01)
np.allclose(chebyu(3)(x), 2 * chebyt(2)(x) * chebyu(1)(x))

x = np.arange(-1.0, 1.0, 0.01)
fig, ax = plt.subplots()
ax.set_ylim(-1.5, 1.5)
ax.set_title(r'Chebyshev polynomials $U_n$')
for n in np.arange(1,5):
    ax.plot(x, chebyu(n)(x), label=rf'$U_n={n}$')
plt.legend(loc='best')
plt.show()
