import numpy as np
import matplotlib.pyplot as plt
from scipy.special import sici, exp1

sici(2.5)
sici(2.5 + 3j)

z = 2 - 3j
sici(z)

(exp1(1j*z) - exp1(-1j*z))/2j + np.pi/2  # Same as sine integral

-(exp1(1j*z) + exp1(-1j*z))/2            # Same as cosine integral

x = np.linspace(-16, 16, 150)
si, ci = sici(x)

fig, ax = plt.subplots()
ax.plot(x, si, label='Si(x)')
ax.plot(x, ci, '--', label='Ci(x)')
ax.legend(shadow=True, framealpha=1, loc='upper left')
ax.set_xlabel('x')
ax.set_title('Sine and Cosine Integrals')
ax.axhline(np.pi/2, linestyle=':', alpha=0.5, color='k')
ax.axhline(-np.pi/2, linestyle=':', alpha=0.5, color='k')
ax.grid(True)
plt.show()
