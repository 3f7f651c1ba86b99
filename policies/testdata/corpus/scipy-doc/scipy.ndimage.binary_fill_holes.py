import numpy as np
from scipy import ndimage
import numpy as np
a = np.zeros((5, 5), dtype=int)
a[1:4, 1:4] = 1
a[2,2] = 0
a
ndimage.binary_fill_holes(a).astype(int)
# Too big structuring element
ndimage.binary_fill_holes(a, structure=np.ones((5,5))).astype(int)
