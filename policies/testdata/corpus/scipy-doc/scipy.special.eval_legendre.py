import numpy as np
from scipy.special import eval_legendre

eval_legendre(0, 0)

X = np.linspace(-1, 1, 5)  # Domain of Legendre polynomials
eval_legendre(1, X)

N = range(0, 5)
eval_legendre(N, 0)

X = np.linspace(-1, 1)

import matplotlib.pyplot as plt
for n in range(0, 5):
    y = eval_legendre(n, X)
    plt.plot(X, y, label=r'$P_{}(x)$'.format(n))

plt.title("Legendre Polynomials")
plt.xlabel("x")
plt.ylabel(r'$P_n(x)$')
plt.legend(loc='lower right')
plt.show()
