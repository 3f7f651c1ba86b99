import numpy as np
from scipy.special import k0e
k0e(1.)

import numpy as np
k0e(np.array([0.5, 2., 3.]))

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(0., 10., 1000)
y = k0e(x)
ax.plot(x, y)
plt.show()

from scipy.special import k0
k0(1000.)

k0e(1000.)
