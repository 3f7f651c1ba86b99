import numpy as np
from scipy.special import itairy
import matplotlib.pyplot as plt
apt, bpt, ant, bnt = itairy(1.)
apt, bpt, ant, bnt

x = np.array([1., 1.5, 2.5, 5])
apt, bpt, ant, bnt = itairy(x)
apt, bpt, ant, bnt

x = np.linspace(-10, 10, 500)
apt, bpt, ant, bnt = itairy(x)
fig, ax = plt.subplots(figsize=(6, 5))
ax.plot(x, apt, label="$\int_0^x\, Ai(t)\, dt$")
ax.plot(x, bpt, ls="dashed", label="$\int_0^x\, Bi(t)\, dt$")
ax.plot(x, ant, ls="dashdot", label="$\int_0^x\, Ai(-t)\, dt$")
ax.plot(x, bnt, ls="dotted", label="$\int_0^x\, Bi(-t)\, dt$")
ax.set_ylim(-2, 1.5)
ax.legend(loc="lower right")
plt.show()
