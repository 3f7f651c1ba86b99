import numpy as np
from scipy.special import i0
i0(1.)

import numpy as np
i0(np.array([-2., 0., 3.5]))

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(-10., 10., 1000)
y = i0(x)
ax.plot(x, y)
plt.show()
