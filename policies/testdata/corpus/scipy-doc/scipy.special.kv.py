import numpy as np
from scipy.special import kv
import matplotlib.pyplot as plt
x = np.linspace(0, 5, 1000)
for N in np.linspace(0, 6, 5):
    plt.plot(x, kv(N, x), label='$K_{{{}}}(x)$'.format(N))
plt.ylim(0, 10)
plt.legend()
plt.title(r'Modified Bessel function of the second kind $K_\nu(x)$')
plt.show()

kv([4, 4.5, 5], 1+2j)
