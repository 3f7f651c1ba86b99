import numpy as np
from scipy import ndimage
import numpy as np
a = np.arange(12.).reshape((4, 3))
a
ndimage.map_coordinates(a, [[0.5, 2], [0.5, 1]], order=1)

inds = np.array([[0.5, 2], [0.5, 4]])
ndimage.map_coordinates(a, inds, order=1, cval=-33.3)
ndimage.map_coordinates(a, inds, order=1, mode='nearest')
ndimage.map_coordinates(a, inds, order=1, cval=0, output=bool)
