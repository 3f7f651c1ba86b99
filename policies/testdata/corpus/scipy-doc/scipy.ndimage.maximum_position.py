import numpy as np
from scipy import ndimage
import numpy as np
a = np.array([[1, 2, 0, 0],
              [5, 3, 0, 4],
              [0, 0, 0, 7],
              [9, 3, 0, 0]])
ndimage.maximum_position(a)

lbl = np.array([[0, 1, 2, 3],
                [0, 1, 2, 3],
                [0, 1, 2, 3],
                [0, 1, 2, 3]])
ndimage.maximum_position(a, lbl, 1)

ndimage.maximum_position(a, lbl)

ndimage.maximum_position(a, lbl, 2)
