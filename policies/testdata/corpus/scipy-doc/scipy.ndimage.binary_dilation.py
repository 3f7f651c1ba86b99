import numpy as np
from scipy import ndimage
import numpy as np
a = np.zeros((5, 5))
a[2, 2] = 1
a
ndimage.binary_dilation(a)
ndimage.binary_dilation(a).astype(a.dtype)
# 3x3 structuring element with connectivity 1, used by default
struct1 = ndimage.generate_binary_structure(2, 1)
struct1
# 3x3 structuring element with connectivity 2
struct2 = ndimage.generate_binary_structure(2, 2)
struct2
ndimage.binary_dilation(a, structure=struct1).astype(a.dtype)
ndimage.binary_dilation(a, structure=struct2).astype(a.dtype)
ndimage.binary_dilation(a, structure=struct1,\
iterations=2).astype(a.dtype)
