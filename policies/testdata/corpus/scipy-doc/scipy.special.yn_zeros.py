import numpy as np
from scipy.special import yn_zeros
yn_zeros(2, 4)

import numpy as np
import matplotlib.pyplot as plt
from scipy.special import yn, yn_zeros
xmin = 2
xmax = 15
x = np.linspace(xmin, xmax, 500)
fig, ax = plt.subplots()
ax.hlines(0, xmin, xmax, color='k')
ax.plot(x, yn(2, x), label=r'$Y_2$')
ax.scatter(yn_zeros(2, 4), np.zeros((4, )), s=30, c='r',
           label='Roots', zorder=5)
ax.set_ylim(-0.4, 0.4)
ax.set_xlim(xmin, xmax)
plt.legend()
plt.show()
