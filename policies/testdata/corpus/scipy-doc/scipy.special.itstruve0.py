import numpy as np
from scipy.special import itstruve0
itstruve0(1.)

points = np.array([1., 2., 3.5])
itstruve0(points)

import matplotlib.pyplot as plt
x = np.linspace(-20., 20., 1000)
istruve0_values = itstruve0(x)
fig, ax = plt.subplots()
ax.plot(x, istruve0_values)
ax.set_xlabel(r'$x$')
ax.set_ylabel(r'$\int_0^{x}H_0(t)\,dt$')
plt.show()
