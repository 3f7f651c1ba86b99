import numpy as np
from scipy.spatial.transform import Rotation as R
r = R.from_euler('zyx', [[0, 0, 0],
                         [1, 0, 0],
                         [0, 1, 0],
                         [0, 0, 1]], degrees=True)
r.mean().as_euler('zyx', degrees=True)
