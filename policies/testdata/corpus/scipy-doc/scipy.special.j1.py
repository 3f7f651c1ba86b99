import numpy as np
from scipy.special import j1
j1(1.)

import numpy as np
j1(np.array([-2., 0., 4.]))

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(-20., 20., 1000)
y = j1(x)
ax.plot(x, y)
plt.show()
