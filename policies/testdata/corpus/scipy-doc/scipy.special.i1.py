import numpy as np
from scipy.special import i1
i1(1.)

import numpy as np
i1(np.array([-2., 0., 6.]))

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(-10., 10., 1000)
y = i1(x)
ax.plot(x, y)
plt.show()
