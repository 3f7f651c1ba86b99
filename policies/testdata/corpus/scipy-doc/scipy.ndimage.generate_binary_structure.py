import numpy as np
from scipy import ndimage
import numpy as np
struct = ndimage.generate_binary_structure(2, 1)
struct
a = np.zeros((5,5))
a[2, 2] = 1
a
b = ndimage.binary_dilation(a, structure=struct).astype(a.dtype)
b
ndimage.binary_dilation(b, structure=struct).astype(a.dtype)
struct = ndimage.generate_binary_structure(2, 2)
struct
struct = ndimage.generate_binary_structure(3, 1)
struct # no diagonal elements
