import numpy as np
from scipy.special import i0e
i0e(1.)

import numpy as np
i0e(np.array([-2., 0., 3.]))

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(-10., 10., 1000)
y = i0e(x)
ax.plot(x, y)
plt.show()

from scipy.special import i0
i0(1000.), i0e(1000.)
