import numpy as np
a = np.arange(16).reshape((4,4))
a
labels = np.zeros_like(a)
labels[:2,:2] = 1
labels[2:, 1:3] = 2
labels
from scipy import ndimage
ndimage.maximum(a)
ndimage.maximum(a, labels=labels, index=[1,2])
ndimage.maximum(a, labels=labels)

b = np.array([[1, 2, 0, 0],
              [5, 3, 0, 4],
              [0, 0, 0, 7],
              [9, 3, 0, 0]])
labels, labels_nb = ndimage.label(b)
labels
ndimage.maximum(b, labels=labels, index=np.arange(1, labels_nb + 1))
