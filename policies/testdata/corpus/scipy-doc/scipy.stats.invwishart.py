import numpy as np
import matplotlib.pyplot as plt
from scipy.stats import invwishart, invgamma
x = np.linspace(0.01, 1, 100)
iw = invwishart.pdf(x, df=6, scale=1)
iw[:3]
ig = invgamma.pdf(x, 6/2., scale=1./2)
ig[:3]
plt.plot(x, iw)
plt.show()

rv = invwishart(df=1, scale=1)
# Frozen object with the same methods but holding the given
# degrees of freedom and scale fixed.
