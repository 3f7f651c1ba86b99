import numpy as np
a = np.array([[1, 2, 0, 0],
              [5, 3, 0, 4],
              [0, 0, 0, 7],
              [9, 3, 0, 0]])
from scipy import ndimage
ndimage.variance(a)

lbl, nlbl = ndimage.label(a)
ndimage.variance(a, lbl, index=np.arange(1, nlbl+1))

ndimage.variance(a, lbl)
