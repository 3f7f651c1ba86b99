import numpy as np
import scipy.datasets
face = scipy.datasets.face()
face.shape
face.max()
face.dtype

import matplotlib.pyplot as plt
plt.gray()
plt.imshow(face)
plt.show()
