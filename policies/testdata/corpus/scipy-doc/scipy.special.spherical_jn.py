import numpy as np
from scipy.special import spherical_jn
spherical_jn(0, 3+5j)
type(spherical_jn(0, 3+5j))

import numpy as np
x = np.arange(1.0, 2.0, 0.01)
np.allclose(spherical_jn(3, x, True),
            spherical_jn(2, x) - 4/x * spherical_jn(3, x))

import matplotlib.pyplot as plt
x = np.arange(0.0, 10.0, 0.01)
fig, ax = plt.subplots()
ax.set_ylim(-0.5, 1.5)
ax.set_title(r'Spherical Bessel functions $j_n$')
for n in np.arange(0, 4):
    ax.plot(x, spherical_jn(n, x), label=rf'$j_{n}$')
plt.legend(loc='best')
plt.show()
