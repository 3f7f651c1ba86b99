import numpy as np
from scipy.special import spherical_kn
spherical_kn(0, 3+5j)
type(spherical_kn(0, 3+5j))

import numpy as np
x = np.arange(1.0, 2.0, 0.01)
np.allclose(spherical_kn(3, x, True),
            - 4/x * spherical_kn(3, x) - spherical_kn(2, x))

import matplotlib.pyplot as plt
x = np.arange(0.0, 4.0, 0.01)
fig, ax = plt.subplots()
ax.set_ylim(0.0, 5.0)
ax.set_title(r'Modified spherical Bessel functions $k_n$')
for n in np.arange(0, 4):
    ax.plot(x, spherical_kn(n, x), label=rf'$k_{n}$')
plt.legend(loc='best')
plt.show()
