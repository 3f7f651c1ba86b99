import numpy as np
from scipy.special import h1vp
h1vp(0, 1, 0), h1vp(0, 1, 1), h1vp(0, 1, 2)

h1vp([0, 1, 2], 1, 1)

import numpy as np
points = np.array([0.5, 1.5, 3.])
h1vp(0, points, 1)
