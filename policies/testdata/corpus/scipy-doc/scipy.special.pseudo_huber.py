import numpy as np
from scipy.special import pseudo_huber, huber
import matplotlib.pyplot as plt

pseudo_huber(1., 2.)

pseudo_huber([1., 2., 4.], 3.)

pseudo_huber(2., np.array([1., 1.5, 3., 4.]))

r = np.array([1., 2.5, 8., 10.])
deltas = np.array([[1.], [5.], [9.]])
print(r.shape, deltas.shape)

pseudo_huber(deltas, r)

x = np.linspace(-4, 4, 500)
deltas = [1, 2, 3]
linestyles = ["dashed", "dotted", "dashdot"]
fig, ax = plt.subplots()
combined_plot_parameters = list(zip(deltas, linestyles))
for delta, style in combined_plot_parameters:
    ax.plot(x, pseudo_huber(delta, x), label=f"$\delta={delta}$",
            ls=style)
ax.legend(loc="upper center")
ax.set_xlabel("$x$")
ax.set_title("Pseudo-Huber loss function $h_{\delta}(x)$")
ax.set_xlim(-4, 4)
ax.set_ylim(0, 8)
plt.show()

def huber_grad(delta, x):
    grad = np.copy(x)
    linear_area = np.argwhere(np.abs(x) > delta)
    grad[linear_area]=delta*np.sign(x[linear_area])
    return grad
def pseudo_huber_grad(delta, x):
    return x* (1+(x/delta)**2)**(-0.5)
x=np.linspace(-3, 3, 500)
delta = 1.
fig, ax = plt.subplots(figsize=(7, 7))
ax.plot(x, huber(delta, x), label="Huber", ls="dashed")
ax.plot(x, huber_grad(delta, x), label="Huber Gradient", ls="dashdot")
ax.plot(x, pseudo_huber(delta, x), label="Pseudo-Huber", ls="dotted")
ax.plot(x, pseudo_huber_grad(delta, x), label="Pseudo-Huber Gradient",
        ls="solid")
ax.legend(loc="upper center")
plt.show()
