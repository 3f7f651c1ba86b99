import numpy as np
from scipy import ndimage
import numpy as np
a = np.zeros((7,7), dtype=int)
a[1:6, 1:6] = 3
a[4,4] = 2; a[2,3] = 1
a
ndimage.grey_erosion(a, size=(3,3))
footprint = ndimage.generate_binary_structure(2, 1)
footprint
# Diagonally-connected elements are not considered neighbors
ndimage.grey_erosion(a, size=(3,3), footprint=footprint)
