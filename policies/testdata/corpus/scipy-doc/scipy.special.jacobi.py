import numpy as np
from scipy.special import jacobi
x = np.arange(-1.0, 1.0, 0.01)
np.allclose(jacobi(0, 2, 2)(x),
            jacobi(1, 2, 1)(x) - jacobi(1, 1, 2)(x))

import matplotlib.pyplot as plt
x = np.arange(-1.0, 1.0, 0.01)
fig, ax = plt.subplots()
ax.set_ylim(-2.0, 2.0)
ax.set_title(r'Jacobi polynomials $P_5^{(\alpha, -0.5)}$')
for alpha in np.arange(0, 4, 1):
    ax.plot(x, jacobi(5, alpha, -0.5)(x), label=rf'$\alpha={alpha}$')
plt.legend(loc='best')
plt.show()
