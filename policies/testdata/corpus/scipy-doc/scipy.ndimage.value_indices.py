import numpy as np
from scipy import ndimage
a = np.zeros((6, 6), dtype=int)
a[2:4, 2:4] = 1
a[4, 4] = 1
a[:2, :3] = 2
a[0, 5] = 3
a
val_indices = ndimage.value_indices(a)

val_indices.keys()

ndx1 = val_indices[1]
ndx1

a[ndx1]

val_indices = ndimage.value_indices(a, ignore_value=0)
val_indices.keys()
