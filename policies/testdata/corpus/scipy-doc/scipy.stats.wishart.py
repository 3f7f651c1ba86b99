import numpy as np
import matplotlib.pyplot as plt
from scipy.stats import wishart, chi2
x = np.linspace(1e-5, 8, 100)
w = wishart.pdf(x, df=3, scale=1); w[:5]
c = chi2.pdf(x, 3); c[:5]
plt.plot(x, w)
plt.show()

rv = wishart(df=1, scale=1)
# Frozen object with the same methods but holding the given
# degrees of freedom and scale fixed.
