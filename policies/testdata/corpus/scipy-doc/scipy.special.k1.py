import numpy as np
from scipy.special import k1
k1(1.)

import numpy as np
k1(np.array([0.5, 2., 3.]))

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(0., 10., 1000)
y = k1(x)
ax.plot(x, y)
plt.show()
