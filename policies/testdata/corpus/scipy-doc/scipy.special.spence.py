import numpy as np
from scipy.special import spence
import matplotlib.pyplot as plt

spence([1-1j, 1.5+2j, 3j, -10-5j])

spence([-2 + 1e-8j, -2, -2 - 1e-8j])

spence(-1.5)

spence([0, 1, 2])
np.pi**2/6, -np.pi**2/12

z = 3 + 4j
spence(z) + spence(1 - z)
np.pi**2/6 - np.log(z)*np.log(1 - z)

fig, ax = plt.subplots()
x = np.linspace(0, 6, 400)
ax.plot(x, spence(x))
ax.grid()
ax.set_xlabel('x')
ax.set_title('spence(x)')
plt.show()
