import numpy as np
from scipy.stats import circstd
import matplotlib.pyplot as plt
samples_1 = np.array([0.072, -0.158, 0.077, 0.108, 0.286,
                      0.133, -0.473, -0.001, -0.348, 0.131])
samples_2 = np.array([0.111, -0.879, 0.078, 0.733, 0.421,
                      0.104, -0.136, -0.867,  0.012,  0.105])
circstd_1 = circstd(samples_1)
circstd_2 = circstd(samples_2)

fig, (left, right) = plt.subplots(ncols=2)
for image in (left, right):
    image.plot(np.cos(np.linspace(0, 2*np.pi, 500)),
               np.sin(np.linspace(0, 2*np.pi, 500)),
               c='k')
    image.axis('equal')
    image.axis('off')
left.scatter(np.cos(samples_1), np.sin(samples_1), c='k', s=15)
left.set_title(f"circular std: {np.round(circstd_1, 2)!r}")
right.plot(np.cos(np.linspace(0, 2*np.pi, 500)),
           np.sin(np.linspace(0, 2*np.pi, 500)),
           c='k')
right.scatter(np.cos(samples_2), np.sin(samples_2), c='k', s=15)
right.set_title(f"circular std: {np.round(circstd_2, 2)!r}")
plt.show()
