import numpy as np
from scipy.spatial.transform import Rotation as R
import numpy as np

r = R.from_euler('z', 90, degrees=True)
r.as_rotvec()
r.as_rotvec().shape

r = R.from_euler('YX', (-90, -90), degrees=True)
s = r.as_rotvec(degrees=True)
s
np.linalg.norm(s)

r = R.from_quat([[0, 0, 1, 1]])
r.as_rotvec()
r.as_rotvec().shape

r = R.from_quat([[0, 0, 1, 1], [1, 1, 0, 1]])
r.as_rotvec()
r.as_rotvec().shape
