import numpy as np
from scipy.special import expit, logit

expit([-np.inf, -1.5, 0, 1.5, np.inf])

logit(expit([-2.5, 0, 3.1, 5.0]))

import matplotlib.pyplot as plt
x = np.linspace(-6, 6, 121)
y = expit(x)
plt.plot(x, y)
plt.grid()
plt.xlim(-6, 6)
plt.xlabel('x')
plt.title('expit(x)')
plt.show()
