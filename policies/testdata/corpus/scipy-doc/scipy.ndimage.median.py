import numpy as np
from scipy import ndimage
import numpy as np
a = np.array([[1, 2, 0, 1],
              [5, 3, 0, 4],
              [0, 0, 0, 7],
              [9, 3, 0, 0]])
labels, labels_nb = ndimage.label(a)
labels
ndimage.median(a, labels=labels, index=np.arange(1, labels_nb + 1))
ndimage.median(a)
ndimage.median(a, labels=labels)
