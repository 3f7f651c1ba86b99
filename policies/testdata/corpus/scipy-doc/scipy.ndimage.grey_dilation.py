import numpy as np
from scipy import ndimage
import numpy as np
a = np.zeros((7,7), dtype=int)
a[2:5, 2:5] = 1
a[4,4] = 2; a[2,3] = 3
a
ndimage.grey_dilation(a, size=(3,3))
ndimage.grey_dilation(a, footprint=np.ones((3,3)))
s = ndimage.generate_binary_structure(2,1)
s
ndimage.grey_dilation(a, footprint=s)
ndimage.grey_dilation(a, size=(3,3), structure=np.ones((3,3)))
