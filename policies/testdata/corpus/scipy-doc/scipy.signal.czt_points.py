import numpy as np
from scipy.signal import czt_points
points = czt_points(16)
import matplotlib.pyplot as plt
plt.plot(points.real, points.imag, 'o')
plt.gca().add_patch(plt.Circle((0,0), radius=1, fill=False, alpha=.3))
plt.axis('equal')
plt.show()

m, w, a = 91, 0.995*np.exp(-1j*np.pi*.05), 0.8*np.exp(1j*np.pi/6)
points = czt_points(m, w, a)
plt.plot(points.real, points.imag, 'o')
plt.gca().add_patch(plt.Circle((0,0), radius=1, fill=False, alpha=.3))
plt.axis('equal')
plt.show()
