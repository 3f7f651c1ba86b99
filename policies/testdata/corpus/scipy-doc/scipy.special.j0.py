import numpy as np
from scipy.special import j0
j0(1.)

import numpy as np
j0(np.array([-2., 0., 4.]))

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(-20., 20., 1000)
y = j0(x)
ax.plot(x, y)
plt.show()
