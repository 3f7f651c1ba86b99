import numpy as np
from scipy import ndimage
import numpy as np
a = np.zeros((6,6), dtype=int)
a[2:4, 2:4] = 1
a[4, 4] = 1
a[:2, :3] = 2
a[0, 5] = 3
a
ndimage.find_objects(a)
ndimage.find_objects(a, max_label=2)
ndimage.find_objects(a == 1, max_label=2)

loc = ndimage.find_objects(a)[0]
a[loc]
