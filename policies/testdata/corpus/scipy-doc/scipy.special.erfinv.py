import numpy as np
import matplotlib.pyplot as plt
from scipy.special import erfinv, erf

erfinv(0.5)

y = np.linspace(-1.0, 1.0, num=9)
x = erfinv(y)
x

erf(x)

y = np.linspace(-1, 1, 200)
fig, ax = plt.subplots()
ax.plot(y, erfinv(y))
ax.grid(True)
ax.set_xlabel('y')
ax.set_title('erfinv(y)')
plt.show()
