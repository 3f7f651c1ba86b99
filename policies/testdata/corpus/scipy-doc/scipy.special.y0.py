import numpy as np
from scipy.special import y0
y0(1.)

import numpy as np
y0(np.array([0.5, 2., 3.]))

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(0., 10., 1000)
y = y0(x)
ax.plot(x, y)
plt.show()
