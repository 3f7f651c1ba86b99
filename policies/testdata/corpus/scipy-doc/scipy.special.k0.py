import numpy as np
from scipy.special import k0
k0(1.)

import numpy as np
k0(np.array([0.5, 2., 3.]))

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(0., 10., 1000)
y = k0(x)
ax.plot(x, y)
plt.show()
