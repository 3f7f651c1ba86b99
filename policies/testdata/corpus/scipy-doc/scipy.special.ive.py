import numpy as np
from scipy.special import iv, ive
import matplotlib.pyplot as plt
ive(0, 1.)

ive([0, 1, 1.5], 1.)

points = np.array([-2., 0., 3.])
ive(0, points)

ive([[0], [1], [2]], points)

fig, ax = plt.subplots()
x = np.linspace(-5., 5., 1000)
for i in range(4):
    ax.plot(x, ive(i, x), label=f'$I_{i!r}(z)\cdot e^{{-|z|}}$')
ax.legend()
ax.set_xlabel(r"$z$")
plt.show()

iv(3, 1000.), ive(3, 1000.)
