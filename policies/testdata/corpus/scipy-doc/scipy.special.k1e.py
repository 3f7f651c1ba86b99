import numpy as np
from scipy.special import k1e
k1e(1.)

import numpy as np
k1e(np.array([0.5, 2., 3.]))

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(0., 10., 1000)
y = k1e(x)
ax.plot(x, y)
plt.show()

from scipy.special import k1
k1(1000.), k1e(1000.)
