import numpy as np
import scipy.special as sc

sc.rgamma([1, 2, 3, 4])
1 / sc.gamma([1, 2, 3, 4])

sc.rgamma([0, -1, -2, -3])

sc.rgamma([10, 100, 179])
