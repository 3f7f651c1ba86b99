import numpy as np
from scipy import ndimage
import numpy as np
a = np.arange(36).reshape((6,6))
a[3, 3] = 50
a
ndimage.grey_opening(a, size=(3,3))
# Note that the local maximum a[3,3] has disappeared
