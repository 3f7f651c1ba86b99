import numpy as np
from scipy.special import kv, kve
import matplotlib.pyplot as plt
kve(0, 1.)

kve([0, 1, 1.5], 1.)

points = np.array([1., 3., 10.])
kve(0, points)

kve([[0], [1], [2]], points)

fig, ax = plt.subplots()
x = np.linspace(0., 5., 1000)
for i in range(4):
    ax.plot(x, kve(i, x), label=f'$K_{i!r}(z)\cdot e^z$')
ax.legend()
ax.set_xlabel(r"$z$")
ax.set_ylim(0, 4)
ax.set_xlim(0, 5)
plt.show()

kv(3, 1000.), kve(3, 1000.)
