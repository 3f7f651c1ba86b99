import numpy as np
from scipy import ndimage
import numpy as np
a = np.zeros((7,7), dtype=int)
a[1, 1] = 1; a[2:4, 2:4] = 1; a[4:6, 4:6] = 1
a
structure1 = np.array([[1, 0, 0], [0, 1, 1], [0, 1, 1]])
structure1
# Find the matches of structure1 in the array a
ndimage.binary_hit_or_miss(a, structure1=structure1).astype(int)
# Change the origin of the filter
# origin1=1 is equivalent to origin1=(1,1) here
ndimage.binary_hit_or_miss(a, structure1=structure1,\
origin1=1).astype(int)
