import numpy as np
from scipy.spatial.transform import Rotation as R
import numpy as np

r = R.from_matrix([[0, -1, 0],
                   [1, 0, 0],
                   [0, 0, 1]])
r.as_quat()
r.as_quat().shape

r = R.from_quat([[0, 0, 0, 1]])
r.as_quat().shape

r = R.from_rotvec([[np.pi, 0, 0], [0, 0, np.pi/2]])
r.as_quat().shape
