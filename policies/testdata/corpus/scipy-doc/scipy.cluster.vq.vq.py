import numpy as np
#              f0    f1    f2   f3
code_book = [
            [  1.,   2.,   3.,   4.],  #c0
            [  1.,   2.,   3.,   4.],  #c1
            [  1.,   2.,   3.,   4.]]  #c2

import numpy as np
from scipy.cluster.vq import vq
code_book = np.array([[1.,1.,1.],
                      [2.,2.,2.]])
features  = np.array([[  1.9,2.3,1.7],
                      [  1.5,2.5,2.2],
                      [  0.8,0.6,1.7]])
vq(features,code_book)
