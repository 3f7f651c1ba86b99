import numpy as np
from scipy.spatial.transform import Rotation as R
import numpy as np

p = R.from_euler('z', 45, degrees=True)
q = p.inv()
q.as_euler('zyx', degrees=True)

p = R.from_rotvec([[0, 0, np.pi/3], [-np.pi/4, 0, 0]])
q = p.inv()
q.as_rotvec()
