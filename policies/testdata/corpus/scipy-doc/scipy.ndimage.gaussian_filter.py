import numpy as np
from scipy.ndimage import gaussian_filter
import numpy as np
a = np.arange(50, step=2).reshape((5,5))
a
gaussian_filter(a, sigma=1)

from scipy import datasets
import matplotlib.pyplot as plt
fig = plt.figure()
plt.gray()  # show the filtered result in grayscale
ax1 = fig.add_subplot(121)  # left side
ax2 = fig.add_subplot(122)  # right side
ascent = datasets.ascent()
result = gaussian_filter(ascent, sigma=5)
ax1.imshow(ascent)
ax2.imshow(result)
plt.show()
