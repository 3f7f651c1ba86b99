import numpy as np
from scipy import ndimage
import numpy as np
a = np.zeros((7,7), dtype=int)
a[1:6, 2:5] = 1
a
ndimage.binary_erosion(a).astype(a.dtype)
#Erosion removes objects smaller than the structure
ndimage.binary_erosion(a, structure=np.ones((5,5))).astype(a.dtype)
