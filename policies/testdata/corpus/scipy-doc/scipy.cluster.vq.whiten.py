import numpy as np
#         f0    f1    f2
obs = [[  1.,   1.,   1.],  #o0
       [  2.,   2.,   2.],  #o1
       [  3.,   3.,   3.],  #o2
       [  4.,   4.,   4.]]  #o3

import numpy as np
from scipy.cluster.vq import whiten
features  = np.array([[1.9, 2.3, 1.7],
                      [1.5, 2.5, 2.2],
                      [0.8, 0.6, 1.7,]])
whiten(features)
