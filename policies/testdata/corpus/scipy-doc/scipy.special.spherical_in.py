import numpy as np
from scipy.special import spherical_in
spherical_in(0, 3+5j)
type(spherical_in(0, 3+5j))

import numpy as np
x = np.arange(1.0, 2.0, 0.01)
np.allclose(spherical_in(3, x, True),
            spherical_in(2, x) - 4/x * spherical_in(3, x))

import matplotlib.pyplot as plt
x = np.arange(0.0, 6.0, 0.01)
fig, ax = plt.subplots()
ax.set_ylim(-0.5, 5.0)
ax.set_title(r'Modified spherical Bessel functions $i_n$')
for n in np.arange(0, 4):
    ax.plot(x, spherical_in(n, x), label=rf'$i_{n}$')
plt.legend(loc='best')
plt.show()
