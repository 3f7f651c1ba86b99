import numpy as np
from scipy.special import fdtr
fdtr(1, 2, 1)

x = np.array([0.5, 2., 3.])
fdtr(1, 2, x)

import matplotlib.pyplot as plt
dfn_parameters = [1, 5, 10, 50]
dfd_parameters = [1, 1, 2, 3]
linestyles = ['solid', 'dashed', 'dotted', 'dashdot']
parameters_list = list(zip(dfn_parameters, dfd_parameters,
                           linestyles))
x = np.linspace(0, 30, 1000)
fig, ax = plt.subplots()
for parameter_set in parameters_list:
    dfn, dfd, style = parameter_set
    fdtr_vals = fdtr(dfn, dfd, x)
    ax.plot(x, fdtr_vals, label=rf"$d_n={dfn},\, d_d={dfd}$",
            ls=style)
ax.legend()
ax.set_xlabel("$x$")
ax.set_title("F distribution cumulative distribution function")
plt.show()

from scipy.stats import f
dfn, dfd = 1, 2
x = 1
fdtr_res = fdtr(dfn, dfd, x)  # this will often be faster than below
f_dist_res = f(dfn, dfd).cdf(x)
fdtr_res == f_dist_res  # test that results are equal
