import numpy as np
from scipy.signal import CZT
import numpy as np
a = np.random.rand(7)
b = np.random.rand(7)
c = np.random.rand(7)
czt_7 = CZT(n=7)
A = czt_7(a)
B = czt_7(b)
C = czt_7(c)

czt_7.points()
import matplotlib.pyplot as plt
plt.plot(czt_7.points().real, czt_7.points().imag, 'o')
plt.gca().add_patch(plt.Circle((0,0), radius=1, fill=False, alpha=.3))
plt.axis('equal')
plt.show()
