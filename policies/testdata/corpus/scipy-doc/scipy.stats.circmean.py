import numpy as np
from scipy.stats import circmean
import matplotlib.pyplot as plt
angles = np.deg2rad(np.array([20, 30, 330]))
circmean = circmean(angles)
np.rad2deg(circmean)

mean = angles.mean()
np.rad2deg(mean)

plt.plot(np.cos(np.linspace(0, 2*np.pi, 500)),
         np.sin(np.linspace(0, 2*np.pi, 500)),
         c='k')
plt.scatter(np.cos(angles), np.sin(angles), c='k')
plt.scatter(np.cos(circmean), np.sin(circmean), c='b',
            label='circmean')
plt.scatter(np.cos(mean), np.sin(mean), c='r', label='mean')
plt.legend()
plt.axis('equal')
plt.show()
