import numpy as np
from scipy.spatial.transform import Rotation as R
import numpy as np

r = R.from_rotvec([0, 0, np.pi])
r.as_mrp()
r.as_mrp().shape

r = R.from_euler('xyz', [[180, 0, 0]], degrees=True)
r.as_mrp()
r.as_mrp().shape

r = R.from_rotvec([[np.pi/2, 0, 0], [0, 0, np.pi/2]])
r.as_mrp()
r.as_mrp().shape
