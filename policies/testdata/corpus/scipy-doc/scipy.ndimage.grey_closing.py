import numpy as np
from scipy import ndimage
import numpy as np
a = np.arange(36).reshape((6,6))
a[3,3] = 0
a
ndimage.grey_closing(a, size=(3,3))
# Note that the local minimum a[3,3] has disappeared
