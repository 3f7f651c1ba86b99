import numpy as np
from scipy.special import h2vp
h2vp(0, 1, 0), h2vp(0, 1, 1), h2vp(0, 1, 2)

h2vp([0, 1, 2], 1, 1)

import numpy as np
points = np.array([0.5, 1.5, 3.])
h2vp(0, points, 1)
