import numpy as np
a = np.array([[1, 2, 0, 0],
              [5, 3, 0, 4],
              [0, 0, 0, 7],
              [9, 3, 0, 0]])
from scipy import ndimage
lbl, nlbl = ndimage.label(a)
lbls = np.arange(1, nlbl+1)
ndimage.labeled_comprehension(a, lbl, lbls, np.mean, float, 0)

lbls = np.arange(1, nlbl+2)
ndimage.labeled_comprehension(a, lbl, lbls, np.mean, float, -1)

def fn(val, pos):
    print("fn says: %s : %s" % (val, pos))
    return (val.sum()) if (pos.sum() % 2 == 0) else (-val.sum())

ndimage.labeled_comprehension(a, lbl, lbls, fn, float, 0, True)
