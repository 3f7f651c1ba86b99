import numpy as np
from scipy.special import fdtri, fdtr
df1, df2 = 1, 2
x = 3
cdf_value =  fdtr(df1, df2, x)
fdtri(df1, df2, cdf_value)

x = np.array([0.1, 0.4, 0.7])
fdtri(1, 2, x)

import matplotlib.pyplot as plt
dfn_parameters = [50, 10, 1, 50]
dfd_parameters = [0.5, 1, 1, 5]
linestyles = ['solid', 'dashed', 'dotted', 'dashdot']
parameters_list = list(zip(dfn_parameters, dfd_parameters,
                           linestyles))
x = np.linspace(0, 1, 1000)
fig, ax = plt.subplots()
for parameter_set in parameters_list:
    dfn, dfd, style = parameter_set
    fdtri_vals = fdtri(dfn, dfd, x)
    ax.plot(x, fdtri_vals, label=rf"$d_n={dfn},\, d_d={dfd}$",
            ls=style)
ax.legend()
ax.set_xlabel("$x$")
title = "F distribution inverse cumulative distribution function"
ax.set_title(title)
ax.set_ylim(0, 30)
plt.show()

from scipy.stats import f
dfn, dfd = 1, 2
x = 0.7
fdtri_res = fdtri(dfn, dfd, x)  # this will often be faster than below
f_dist_res = f(dfn, dfd).ppf(x)
f_dist_res == fdtri_res  # test that results are equal
