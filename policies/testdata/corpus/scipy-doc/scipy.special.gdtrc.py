import numpy as np
from scipy.special import gdtrc
import matplotlib.pyplot as plt
gdtrc(1., 2., 5.)

xvalues = np.array([1., 2., 3., 4])
gdtrc(1., 1., xvalues)

a = np.array([[0.5], [1.5], [2.5]])
x = np.array([1., 2., 3., 4])
a.shape, x.shape

gdtrc(a, 3., x)

a_parameters = [0.3, 1, 2, 6]
b_parameters = [2, 10, 15, 20]
linestyles = ['solid', 'dashed', 'dotted', 'dashdot']
parameters_list = list(zip(a_parameters, b_parameters, linestyles))
x = np.linspace(0, 30, 1000)
fig, ax = plt.subplots()
for parameter_set in parameters_list:
    a, b, style = parameter_set
    gdtrc_vals = gdtrc(a, b, x)
    ax.plot(x, gdtrc_vals, label=f"$a= {a},\, b={b}$", ls=style)
ax.legend()
ax.set_xlabel("$x$")
ax.set_title("Gamma distribution survival function")
plt.show()

from scipy.stats import gamma
a = 2
b = 3
x = 1.
gdtrc_result = gdtrc(a, b, x)  # this will often be faster than below
gamma_dist_result = gamma(b, scale=1/a).sf(x)
gdtrc_result == gamma_dist_result  # test that results are equal
