import numpy as np
a = np.array([[ 0.    ,  0.2146,  0.5962,  0.    ],
              [ 0.    ,  0.7778,  0.    ,  0.    ],
              [ 0.    ,  0.    ,  0.    ,  0.    ],
              [ 0.    ,  0.    ,  0.7181,  0.2787],
              [ 0.    ,  0.    ,  0.6573,  0.3094]])
from scipy import ndimage
ndimage.histogram(a, 0, 1, 10)

lbl, nlbl = ndimage.label(a)
ndimage.histogram(a, 0, 1, 10, lbl)

ndimage.histogram(a, 0, 1, 10, lbl, 2)
