import numpy as np
from scipy.stats import studentized_range
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 1)

k, df = 3, 10
mean, var, skew, kurt = studentized_range.stats(k, df, moments='mvsk')

x = np.linspace(studentized_range.ppf(0.01, k, df),
                studentized_range.ppf(0.99, k, df), 100)
ax.plot(x, studentized_range.pdf(x, k, df),
        'r-', lw=5, alpha=0.6, label='studentized_range pdf')

rv = studentized_range(k, df)
ax.plot(x, rv.pdf(x), 'k-', lw=2, label='frozen pdf')

vals = studentized_range.ppf([0.001, 0.5, 0.999], k, df)
np.allclose([0.001, 0.5, 0.999], studentized_range.cdf(vals, k, df))

a, b = studentized_range.ppf([0, .999], k, df)
a, b

from scipy.interpolate import interp1d
rng = np.random.default_rng()
xs = np.linspace(a, b, 50)
cdf = studentized_range.cdf(xs, k, df)
ppf = interp1d(cdf, xs, fill_value='extrapolate')
r = ppf(rng.uniform(size=1000))

ax.hist(r, density=True, histtype='stepfilled', alpha=0.2)
ax.legend(loc='best', frameon=False)
plt.show()
