import numpy as np
from scipy.special import spherical_yn
spherical_yn(0, 3+5j)
type(spherical_yn(0, 3+5j))

import numpy as np
x = np.arange(1.0, 2.0, 0.01)
np.allclose(spherical_yn(3, x, True),
            spherical_yn(2, x) - 4/x * spherical_yn(3, x))

import matplotlib.pyplot as plt
x = np.arange(0.0, 10.0, 0.01)
fig, ax = plt.subplots()
ax.set_ylim(-2.0, 1.0)
ax.set_title(r'Spherical Bessel functions $y_n$')
for n in np.arange(0, 4):
    ax.plot(x, spherical_yn(n, x), label=rf'$y_{n}$')
plt.legend(loc='best')
plt.show()
