import numpy as np
from scipy.spatial.transform import Rotation as R
import numpy as np

r = R.from_rotvec(np.pi/2 * np.array([0, 0, 1]))
r.as_rotvec()
r.as_rotvec().shape

r = R.from_rotvec(45 * np.array([0, 1, 0]), degrees=True)
r.as_rotvec(degrees=True)

r = R.from_rotvec([
[0, 0, np.pi/2],
[np.pi/2, 0, 0]])
r.as_rotvec()
r.as_rotvec().shape

r = R.from_rotvec([[0, 0, np.pi/2]])
r.as_rotvec().shape
