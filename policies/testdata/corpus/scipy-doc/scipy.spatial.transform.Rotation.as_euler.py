import numpy as np
from scipy.spatial.transform import Rotation as R
import numpy as np

r = R.from_rotvec([0, 0, np.pi/2])
r.as_euler('zxy', degrees=True)
r.as_euler('zxy', degrees=True).shape

r = R.from_rotvec([[0, 0, np.pi/2]])
r.as_euler('zxy', degrees=True)
r.as_euler('zxy', degrees=True).shape

r = R.from_rotvec([
[0, 0, np.pi/2],
[0, -np.pi/3, 0],
[np.pi/4, 0, 0]])
r.as_euler('zxy', degrees=True)
r.as_euler('zxy', degrees=True).shape
