import numpy as np
import matplotlib.pyplot as plt
from scipy.special import erfcinv

erfcinv(0.5)

y = np.linspace(0.0, 2.0, num=11)
erfcinv(y)

y = np.linspace(0, 2, 200)
fig, ax = plt.subplots()
ax.plot(y, erfcinv(y))
ax.grid(True)
ax.set_xlabel('y')
ax.set_title('erfcinv(y)')
plt.show()
