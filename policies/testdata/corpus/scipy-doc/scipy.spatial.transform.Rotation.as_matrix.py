import numpy as np
from scipy.spatial.transform import Rotation as R
import numpy as np

r = R.from_rotvec([0, 0, np.pi/2])
r.as_matrix()
r.as_matrix().shape

r = R.from_quat([[1, 1, 0, 0]])
r.as_matrix()
r.as_matrix().shape

r = R.from_rotvec([[np.pi/2, 0, 0], [0, 0, np.pi/2]])
r.as_matrix()
r.as_matrix().shape
