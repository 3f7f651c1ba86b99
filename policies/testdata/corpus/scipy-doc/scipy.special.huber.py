import numpy as np
from scipy.special import huber
import matplotlib.pyplot as plt

huber(1., 2.)

huber([1., 3., 5.], 4.)

huber(2., np.array([1., 1.5, 3.]))

r = np.array([1., 2.5, 8., 10.])
deltas = np.array([[1.], [5.], [9.]])
print(r.shape, deltas.shape)

huber(deltas, r)

x = np.linspace(-4, 4, 500)
deltas = [1, 2, 3]
linestyles = ["dashed", "dotted", "dashdot"]
fig, ax = plt.subplots()
combined_plot_parameters = list(zip(deltas, linestyles))
for delta, style in combined_plot_parameters:
    ax.plot(x, huber(delta, x), label=f"$\delta={delta}$", ls=style)
ax.legend(loc="upper center")
ax.set_xlabel("$x$")
ax.set_title("Huber loss function $h_{\delta}(x)$")
ax.set_xlim(-4, 4)
ax.set_ylim(0, 8)
plt.show()
