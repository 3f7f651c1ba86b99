import numpy as np
from scipy.special import besselpoly
besselpoly(1, 1, 1)

import numpy as np
factors = np.array([0., 3., 6.])
besselpoly(factors, 1, 1)

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
powers = np.linspace(0, 10, 100)
orders = [1, 2, 3]
scales = [1, 2]
all_combinations = [(order, scale) for order in orders
                    for scale in scales]
for order, scale in all_combinations:
    ax.plot(powers, besselpoly(scale, powers, order),
            label=rf"$\nu={order}, a={scale}$")
ax.legend()
ax.set_xlabel(r"$\lambda$")
ax.set_ylabel(r"$\int_0^1 x^{\lambda} J_{\nu}(2ax)\,dx$")
plt.show()
