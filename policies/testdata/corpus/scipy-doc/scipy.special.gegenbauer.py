import numpy as np
from scipy import special
import matplotlib.pyplot as plt

p = special.gegenbauer(3, 0.5, monic=False)
p
p(1)

x = np.linspace(-3, 3, 400)
y = p(x)

fig, ax = plt.subplots()
ax.plot(x, y)
ax.set_title("Gegenbauer (ultraspherical) polynomial of degree 3")
ax.set_xlabel("x")
ax.set_ylabel("G_3(x)")
plt.show()
