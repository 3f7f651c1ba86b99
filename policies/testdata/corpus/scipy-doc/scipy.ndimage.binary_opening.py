import numpy as np
from scipy import ndimage
import numpy as np
a = np.zeros((5,5), dtype=int)
a[1:4, 1:4] = 1; a[4, 4] = 1
a
# Opening removes small objects
ndimage.binary_opening(a, structure=np.ones((3,3))).astype(int)
# Opening can also smooth corners
ndimage.binary_opening(a).astype(int)
# Opening is the dilation of the erosion of the input
ndimage.binary_erosion(a).astype(int)
ndimage.binary_dilation(ndimage.binary_erosion(a)).astype(int)
