import numpy as np
from scipy import ndimage
import numpy as np
a = np.zeros((7,7), dtype=int)
a[2:5, 2:5] = 1
ndimage.morphological_gradient(a, size=(3,3))
# The morphological gradient is computed as the difference
# between a dilation and an erosion
ndimage.grey_dilation(a, size=(3,3)) -\
 ndimage.grey_erosion(a, size=(3,3))
a = np.zeros((7,7), dtype=int)
a[2:5, 2:5] = 1
a[4,4] = 2; a[2,3] = 3
a
ndimage.morphological_gradient(a, size=(3,3))
