import numpy as np
import matplotlib.pyplot as plt
from scipy.special import shichi, sici

shichi(0.5)
shichi(0.5 + 2.5j)

z = 0.25 + 5j
shi, chi = shichi(z)
shi, -1j*sici(1j*z)[0]            # Should be the same.
chi, sici(-1j*z)[1] + 1j*np.pi/2  # Should be the same.

xp = np.geomspace(1e-8, 4.0, 250)
x = np.concatenate((-xp[::-1], xp))
shi, chi = shichi(x)

fig, ax = plt.subplots()
ax.plot(x, shi, label='Shi(x)')
ax.plot(x, chi, '--', label='Chi(x)')
ax.set_xlabel('x')
ax.set_title('Hyperbolic Sine and Cosine Integrals')
ax.legend(shadow=True, framealpha=1, loc='lower right')
ax.grid(True)
plt.show()
