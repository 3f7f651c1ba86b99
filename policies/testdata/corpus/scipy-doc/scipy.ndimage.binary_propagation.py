import numpy as np
from scipy import ndimage
import numpy as np
input = np.zeros((8, 8), dtype=int)
input[2, 2] = 1
mask = np.zeros((8, 8), dtype=int)
mask[1:4, 1:4] = mask[4, 4]  = mask[6:8, 6:8] = 1
input
mask
ndimage.binary_propagation(input, mask=mask).astype(int)
ndimage.binary_propagation(input, mask=mask,\
structure=np.ones((3,3))).astype(int)

# Comparison between opening and erosion+propagation
a = np.zeros((6,6), dtype=int)
a[2:5, 2:5] = 1; a[0, 0] = 1; a[5, 5] = 1
a
ndimage.binary_opening(a).astype(int)
b = ndimage.binary_erosion(a)
b.astype(int)
ndimage.binary_propagation(b, mask=a).astype(int)
