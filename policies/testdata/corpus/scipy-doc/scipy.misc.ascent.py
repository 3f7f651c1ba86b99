import numpy as np
import scipy.misc
ascent = scipy.misc.ascent()
ascent.shape
ascent.max()

import matplotlib.pyplot as plt
plt.gray()
plt.imshow(ascent)
plt.show()
