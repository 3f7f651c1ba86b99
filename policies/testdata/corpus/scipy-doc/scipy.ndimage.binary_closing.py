import numpy as np
from scipy import ndimage
import numpy as np
a = np.zeros((5,5), dtype=int)
a[1:-1, 1:-1] = 1; a[2,2] = 0
a
# Closing removes small holes
ndimage.binary_closing(a).astype(int)
# Closing is the erosion of the dilation of the input
ndimage.binary_dilation(a).astype(int)
ndimage.binary_erosion(ndimage.binary_dilation(a)).astype(int)

a = np.zeros((7,7), dtype=int)
a[1:6, 2:5] = 1; a[1:3,3] = 0
a
# In addition to removing holes, closing can also
# coarsen boundaries with fine hollows.
ndimage.binary_closing(a).astype(int)
ndimage.binary_closing(a, structure=np.ones((2,2))).astype(int)
