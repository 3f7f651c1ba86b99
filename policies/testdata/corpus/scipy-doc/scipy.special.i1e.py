import numpy as np
from scipy.special import i1e
i1e(1.)

import numpy as np
i1e(np.array([-2., 0., 6.]))

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
x = np.linspace(-10., 10., 1000)
y = i1e(x)
ax.plot(x, y)
plt.show()

from scipy.special import i1
i1(1000.), i1e(1000.)
