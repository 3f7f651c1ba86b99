import numpy as np
from scipy.interpolate import BSpline
b = BSpline.basis_element([0, 1, 2])
b.integrate(0, 1)

b.integrate(-1, 1)
b.integrate(-1, 1, extrapolate=False)

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
ax.grid(True)
ax.axvline(0, c='r', lw=5, alpha=0.5)  # base interval
ax.axvline(2, c='r', lw=5, alpha=0.5)
xx = [-1, 1, 2]
ax.plot(xx, b(xx))
plt.show()
