import numpy as np
import scipy.datasets
ascent = scipy.datasets.ascent()
ascent.shape
ascent.max()

import matplotlib.pyplot as plt
plt.gray()
plt.imshow(ascent)
plt.show()
