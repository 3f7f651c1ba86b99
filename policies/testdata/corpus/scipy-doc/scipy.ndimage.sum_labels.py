import numpy as np
from scipy import ndimage
input =  [0,1,2,3]
labels = [1,1,2,2]
ndimage.sum_labels(input, labels, index=[1,2])
ndimage.sum_labels(input, labels, index=1)
ndimage.sum_labels(input, labels)
